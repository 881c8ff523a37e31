/**
 * Tilewala Home: a trade counter that is also a shop. Archivo, wide for headings and condensed
 * for data, on stone grey, with terracotta for the one action on a screen; a tight grid, like
 * tiles laid with a 2 mm joint.
 */
import { STATUS_CSS, esc, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:Archivo,sans-serif;color:#1f2328;background:#f3f0ec}
h1,h2{font-stretch:118%;font-weight:700;letter-spacing:-.01em}
.nav{display:flex;align-items:center;gap:24px;padding:14px 40px;background:#1f2328;color:#e8e4de;font-size:14px}
.nav .logo{font-stretch:125%;font-weight:800;font-size:20px;color:#fff;margin-right:12px}.nav .logo i{font-style:normal;color:#e06a3a}
.nav .q{flex:1;padding:10px 14px;background:#2d3238;color:#9aa1a9;border-radius:2px}
.crumb{padding:14px 40px 0;font-size:13px;color:#6f6a63}
.pdp{display:grid;grid-template-columns:600px 1fr;gap:40px;padding:14px 40px}
.tiles{display:grid;grid-template-columns:repeat(6,1fr);gap:3px;background:#d9d3cb;padding:3px;height:460px}
.tiles i{background:linear-gradient(135deg,#efe9e1,#e2dad0)}.tiles i:nth-child(3n){background:linear-gradient(135deg,#ece5dc,#dcd3c7)}
.tiles.diag{transform:rotate(45deg) scale(1.9)}
.frame{overflow:hidden;position:relative}
.thumbs{display:flex;gap:8px;margin-top:10px}.thumbs i{width:70px;height:70px;background:#e2dad0;border:2px solid transparent}.thumbs i:first-child{border-color:#1f2328}
.pdp h1{font-size:34px;line-height:1.1;margin-bottom:6px}.pdp .sku{font-size:13px;color:#6f6a63;margin-bottom:12px}
.price{display:flex;align-items:baseline;gap:12px;margin-bottom:14px}.price b{font-size:30px;font-stretch:110%}.price span{color:#6f6a63}
.specs{display:grid;grid-template-columns:repeat(4,1fr);gap:1px;background:#d9d3cb;border:1px solid #d9d3cb;margin-bottom:16px;font-size:13px}.specs div{background:#fff;padding:8px 10px}.specs b{display:block;font-size:14px}
.calc{background:#fff;border:2px solid #1f2328;padding:16px}
.calc h2{font-size:18px;margin-bottom:10px}
.calc .in{display:grid;grid-template-columns:1fr 1fr 1.3fr;gap:10px;margin-bottom:12px}
.calc label{font-size:12px;color:#6f6a63}.calc .box{display:block;padding:9px 10px;border:1px solid #c9c2b8;font-size:15px;margin-top:3px}
.seg{display:flex;border:1px solid #c9c2b8;margin-top:3px}.seg span{flex:1;padding:9px 0;text-align:center;font-size:13px}.seg .on{background:#1f2328;color:#fff}
.res{display:flex;gap:18px;align-items:center;padding:12px;background:#fbeee7}
.res b{font-size:32px;font-stretch:110%;color:#b4461c}.res span{font-size:13px;color:#5a4a40}
.buy{display:flex;gap:10px;margin-top:12px}.buy span{flex:1;padding:13px;text-align:center;font-weight:600;border:2px solid #1f2328}.buy .main{background:#e06a3a;border-color:#e06a3a;color:#fff}
/* category */
.cat{display:grid;grid-template-columns:260px 1fr;gap:28px;padding:14px 40px}
.cat h1{font-size:40px;margin:4px 0 2px}.cat .n{color:#6f6a63;margin-bottom:14px}
.facet{border-top:1px solid #d9d3cb;padding:12px 0;font-size:14px}.facet h2{font-size:14px;font-stretch:100%;margin-bottom:8px}
.facet label{display:flex;gap:8px;align-items:center;padding:3px 0}.facet label i{width:16px;height:16px;border:1.5px solid #6f6a63}.facet label.on i{background:#1f2328;border-color:#1f2328}
.facet small{margin-left:auto;color:#8b857d}
.applied{display:flex;gap:8px;margin-bottom:12px}.applied span{padding:6px 10px;background:#1f2328;color:#fff;font-size:13px}
.prods{display:grid;grid-template-columns:repeat(4,1fr);gap:14px}
.prod{background:#fff;font-size:13px}.prod .sw{height:170px}.prod div{padding:10px}.prod b{display:block;font-size:14px}.prod em{font-style:normal;color:#6f6a63}.prod strong{display:block;margin-top:4px;font-size:15px}
/* phone */
.ph{height:844px;background:#f3f0ec}
.ph .nav{padding:10px 16px;background:#1f2328}
.ph h1{padding:16px 16px 4px;font-size:26px;line-height:1.1}.ph .sub{padding:0 16px 12px;font-size:14px;color:#6f6a63}
.samp{display:grid;grid-template-columns:repeat(2,1fr);gap:10px;padding:0 16px}
.samp div{background:#fff;font-size:13px}.samp .sw{height:110px}.samp p{padding:8px}.samp b{display:block;font-size:14px}
.pin{margin:14px 16px;background:#fff;border:2px solid #1f2328;padding:14px}
.pin label{font-size:12px;color:#6f6a63}.pin .row{display:flex;gap:8px;margin:4px 0 10px}.pin .row span{flex:1;padding:10px;border:1px solid #c9c2b8;font-size:16px;letter-spacing:.08em}.pin .row b{padding:10px 14px;background:#1f2328;color:#fff}
.pin p{font-size:14px}.pin p strong{color:#2f7d4f}
.line{display:flex;justify-content:space-between;padding:10px 16px;border-bottom:1px solid #ddd6cc;font-size:14px}
.pbtn{position:absolute;left:16px;right:16px;bottom:30px;padding:16px;background:#e06a3a;color:#fff;text-align:center;font-weight:600}
`

const tileGrid = (n: number, cls = '') => `<div class="tiles ${cls}">${'<i></i>'.repeat(n)}</div>`

const product = `<header class="nav"><span class="logo">tilewala<i>.</i></span><span class="q">Search 18,000 tiles, by name, size or room</span><span>Samples</span><span>Trade account</span><span>Basket (2)</span></header>
<p class="crumb">Floor tiles › Porcelain › Matt</p>
<div class="pdp"><div><div class="frame">${tileGrid(48, 'diag')}</div><div class="thumbs"><i></i><i style="background:#d8cfc3"></i><i style="background:#c7bcad"></i><i style="background:#e9e3db"></i></div></div>
<div><h1>Jaisalmer Sand, matt porcelain</h1><p class="sku">600 × 600 mm · 10 mm · R10 slip rating · SKU TW-60-1184</p>
<div class="price"><b>₹1,296</b><span>per box of 4 (1.44 m²) · ₹900 / m²</span></div>
<div class="specs"><div>Rooms<b>Living, kitchen</b></div><div>Finish<b>Matt</b></div><div>Shade<b>Warm beige</b></div><div>Stock<b>412 boxes</b></div></div>
<div class="calc"><h2>How many boxes do I need?</h2><div class="in"><label>Length<span class="box">5.2 m</span></label><label>Width<span class="box">3.8 m</span></label><label>Pattern<span class="seg"><span>Straight</span><span class="on">Diagonal</span></span></label></div>
<div class="res"><b>16 boxes</b><span>19.76 m² floor + 15% for diagonal cuts = 22.7 m².<br>16 boxes cover 23.0 m²: ₹20,736. Keep one spare box for repairs.</span></div>
<div class="buy"><span class="main">Add 16 boxes</span><span>Order a sample, ₹99</span></div></div></div></div>`

const SWATCHES = ['linear-gradient(135deg,#efe9e1,#e2dad0)', 'linear-gradient(135deg,#9aa3a8,#7d868c)', 'repeating-linear-gradient(90deg,#c49a6c 0 18px,#b88b5d 18px 36px)', 'linear-gradient(135deg,#f4f2ee 40%,#d8d4cc 41% 43%,#f4f2ee 44%)', 'linear-gradient(135deg,#3b3f44,#2a2d31)', 'conic-gradient(#2f6b8a 0 25%,#f3f0ec 0 50%,#2f6b8a 0 75%,#f3f0ec 0) 0 0/40px 40px', 'linear-gradient(135deg,#d8cfc3,#c7bcad)', 'radial-gradient(#8b857d 10%,transparent 11%) 0 0/12px 12px,#e8e2d9']
const NAMES = [['Jaisalmer Sand', '600 × 600 matt', '₹900'], ['Basalt Grey', '600 × 1200 matt', '₹1,140'], ['Teak Plank', '200 × 1200 wood look', '₹1,080'], ['Statuario Soft', '800 × 1600 satin', '₹1,690'], ['Graphite', '600 × 600 matt', '₹860'], ['Chettinad Blue', '200 × 200 encaustic', '₹1,950'], ['Kota Stone', '600 × 600 natural', '₹720'], ['Terrazzo Chip', '600 × 600 honed', '₹1,320']]
const category = `<header class="nav"><span class="logo">tilewala<i>.</i></span><span class="q">Search 18,000 tiles, by name, size or room</span><span>Samples</span><span>Trade account</span><span>Basket (2)</span></header>
<div class="cat"><aside><p class="crumb" style="padding:0 0 8px">Floor tiles</p>
<div class="facet"><h2>Room</h2>${[['Living room', 1240, true], ['Kitchen', 860, true], ['Bathroom', 1710, false], ['Outdoor', 420, false]].map(([l, n, on]) => `<label class="${on ? 'on' : ''}"><i></i>${l}<small>${n}</small></label>`).join('')}</div>
<div class="facet"><h2>Size</h2>${[['600 × 600 mm', 610, true], ['600 × 1200 mm', 380, false], ['800 × 1600 mm', 95, false], ['Planks', 210, false]].map(([l, n, on]) => `<label class="${on ? 'on' : ''}"><i></i>${l}<small>${n}</small></label>`).join('')}</div>
<div class="facet"><h2>Finish</h2>${[['Matt', 520, true], ['Satin', 230, false], ['Polished', 310, false]].map(([l, n, on]) => `<label class="${on ? 'on' : ''}"><i></i>${l}<small>${n}</small></label>`).join('')}</div></aside>
<section><h1>Floor tiles</h1><p class="n">212 tiles for living rooms and kitchens, 600 × 600 mm, matt</p><div class="applied"><span>Living room ×</span><span>Kitchen ×</span><span>600 × 600 ×</span><span>Matt ×</span></div>
<div class="prods">${NAMES.map(([n, s, p], i) => `<div class="prod"><span class="sw" style="display:block;background:${SWATCHES[i]}"></span><div><b>${esc(n!)}</b><em>${esc(s!)}</em><strong>${esc(p!)} / m²</strong></div></div>`).join('')}</div></section></div>`

const samples = `<div class="ph">${statusBar('light').replace('class="status', 'style="background:#1f2328" class="status')}<div class="nav"><span class="logo">tilewala<i>.</i></span></div>
<h1>Your samples</h1><p class="sub">Up to 4 tiles, cut to 150 × 150 mm, ₹99 each and refunded on your order.</p>
<div class="samp">${[0, 3, 5, 1].map((i) => `<div><span class="sw" style="display:block;background:${SWATCHES[i]}"></span><p><b>${esc(NAMES[i]![0]!)}</b>${esc(NAMES[i]![1]!)}</p></div>`).join('')}</div>
<div class="pin"><label>Delivery to PIN code</label><div class="row"><span>411045</span><b>Check</b></div><p>Samples by <strong>Thursday 13 March</strong>; the full order from our Pune warehouse in 3–4 days.</p></div>
<div class="pbtn">Pay ₹396</div></div>`

const basket = `<div class="ph">${statusBar('light').replace('class="status', 'style="background:#1f2328" class="status')}<div class="nav"><span class="logo">tilewala<i>.</i></span></div>
<h1>Basket</h1><p class="sub">Delivery to 411045, Baner, Pune</p>
<div class="line"><span><b>Jaisalmer Sand</b><br>16 boxes · 23.0 m², diagonal</span><span>₹20,736</span></div>
<div class="line"><span><b>Tile adhesive, grey</b><br>7 bags of 20 kg</span><span>₹3,150</span></div>
<div class="line"><span><b>Spacers, 2 mm</b><br>2 packs</span><span>₹240</span></div>
<div class="line"><span>Sample refund</span><span>−₹99</span></div>
<div class="line"><span>Delivery, floor 3 with lift</span><span>₹650</span></div>
<div class="pin"><p><strong>Arrives Tue 18 March</strong> on one pallet; we call an hour before.</p></div>
<div class="line" style="border:0;font-size:18px"><b>Total</b><b>₹24,677</b></div>
<div class="pbtn">Pay securely</div></div>`

export const tilewalaHome: StudyScreens = {
	slug: 'tilewala-home',
	faces: ['Archivo'],
	art: { ground: '#d9d3cb', accent: '#e06a3a', ink: '#1f2328', display: 'Archivo', pattern: 'repeating-linear-gradient(90deg,#cfc8bf 0 2px,transparent 2px 100px),repeating-linear-gradient(#cfc8bf 0 2px,transparent 2px 100px)' },
	css: CSS,
	screens: [
		{ id: 'product', device: 'desktop', body: product },
		{ id: 'category', device: 'desktop', body: category },
		{ id: 'samples', device: 'phone', body: samples },
		{ id: 'basket', device: 'phone', body: basket },
	],
	gallery: [
		{ file: 'case-tilewala-home-1.webp', layout: { kind: 'desktop', screen: 'product' } },
		{ file: 'case-tilewala-home-2.webp', layout: { kind: 'desktop', screen: 'category' } },
		{ file: 'case-tilewala-home-3.webp', layout: { kind: 'phones', screens: [{ id: 'samples', label: 'Samples by PIN code' }] } },
		{ file: 'case-tilewala-home-4.webp', layout: { kind: 'phones', screens: [{ id: 'basket', label: 'The basket' }] } },
	],
	cover: { file: 'case-tilewala-home-cover.webp', desktop: 'product', phone: 'samples', arrangement: 'phone-left' },
}
