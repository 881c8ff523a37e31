/**
 * Kitchen Canvas: a joiner's showroom on a screen. Newsreader for the headings, Instrument Sans
 * for controls and figures; paper white, charcoal, oak and a sage green, plans drawn in fine
 * lines as a cabinet maker draws them.
 */
import { STATUS_CSS, esc, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:'Instrument Sans',sans-serif;color:#2b2a27;background:#faf7f2}
h1,h2,.serif{font-family:Newsreader,serif;font-weight:500;letter-spacing:-.01em}
.nav{display:flex;align-items:center;gap:26px;padding:18px 48px;border-bottom:1px solid #e6dfd3;font-size:14px}
.nav .logo{font-family:Newsreader,serif;font-size:24px;margin-right:auto}.nav .logo i{font-style:italic;color:#7d8f74}
.steps{display:flex;gap:28px;font-size:13px;color:#8b8478}.steps b{color:#2b2a27;font-weight:600;border-bottom:2px solid #2b2a27;padding-bottom:4px}
.wrap{display:grid;grid-template-columns:1fr 400px;height:835px}
.stage{padding:28px 48px;overflow:hidden}
.stage h1{font-size:38px;margin-bottom:6px}.stage p.sub{color:#6d675d;margin-bottom:18px}
.layouts{display:flex;gap:12px;margin-bottom:18px}
.lay{padding:10px 14px;border:1px solid #e6dfd3;border-radius:10px;background:#fff;font-size:14px;display:flex;align-items:center;gap:10px}
.lay svg{flex:none}.lay.on{border-color:#2b2a27;box-shadow:inset 0 0 0 1px #2b2a27}
.plan{background:#fff;border:1px solid #e6dfd3;border-radius:14px}
.side{background:#fff;border-left:1px solid #e6dfd3;padding:28px;display:flex;flex-direction:column;gap:14px;overflow:hidden}
.side h2{font-size:24px}
.est{padding:16px;border-radius:12px;background:#f1ece3}.est small{color:#6d675d;font-size:13px}.est b{display:block;font-family:Newsreader,serif;font-size:34px;font-weight:500}
.line{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #f0ebe2}.line span:last-child{font-variant-numeric:tabular-nums}
.cta{margin-top:auto;padding:15px;border-radius:10px;background:#2b2a27;color:#faf7f2;text-align:center;font-weight:600}
.ghost{padding:13px;border-radius:10px;border:1px solid #2b2a27;text-align:center;font-weight:600}
.opts{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin-bottom:22px}
.opt{border:1px solid #e6dfd3;border-radius:12px;background:#fff;overflow:hidden;font-size:13px}
.opt .sw{height:92px}.opt div{padding:10px 12px}.opt b{display:block;font-size:14px}.opt em{font-style:normal;color:#6d675d}
.opt.on{border-color:#2b2a27;box-shadow:inset 0 0 0 1px #2b2a27}
.grp{font-family:Newsreader,serif;font-size:22px;margin:4px 0 10px}
.delta{color:#5e7a55;font-weight:600}
/* phone */
.ph{height:844px;background:#faf7f2}
.ph .top{display:flex;justify-content:space-between;align-items:center;padding:8px 20px 12px;border-bottom:1px solid #e6dfd3}
.ph .top b{font-family:Newsreader,serif;font-size:20px;font-weight:500}.ph .top b i{color:#7d8f74}
.ph h1{padding:18px 20px 4px;font-size:30px;line-height:1.1}.ph .ref{padding:0 20px 12px;color:#6d675d;font-size:13px}
.ph .mini{margin:0 16px;background:#fff;border:1px solid #e6dfd3;border-radius:12px}
.ph .sum{margin:12px 16px;display:grid;gap:0}
.ph .row{display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid #ece6dc;font-size:14px}.ph .row span:first-child{color:#6d675d}
.ph .tot{display:flex;justify-content:space-between;align-items:baseline;margin:6px 16px;font-family:Newsreader,serif;font-size:26px}
.ph .tot small{font-family:'Instrument Sans';font-size:13px;color:#6d675d}
.ph .btns{position:absolute;left:16px;right:16px;bottom:30px;display:grid;gap:10px}
.visit{margin:10px 16px;padding:14px;border-radius:12px;background:#e4eadf;font-size:14px}.visit b{display:block;font-family:Newsreader,serif;font-size:19px;font-weight:500}
`

/** An L-shaped kitchen in plan: walls to size, the run of cabinets, the sink and the hob, the window. */
function planSvg(w: number, h: number, labels = true): string {
	const s = Math.min(w / 520, h / 400)
	const px = (v: number) => (v * s).toFixed(1)
	const dim = (x1: number, y1: number, x2: number, y2: number, text: string, dx = 0, dy = 0) =>
		labels
			? `<line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke="#8b8478" stroke-width="1" marker-start="url(#t)" marker-end="url(#t)"/><text x="${px((x1 + x2) / 2 + dx)}" y="${px((y1 + y2) / 2 + dy)}" font-size="${12 * Math.max(1, s)}" fill="#6d675d" text-anchor="middle" font-family="Instrument Sans">${text}</text>`
			: ''
	return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true"><defs><marker id="t" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6"><path d="M3 0V6" stroke="#8b8478"/></marker></defs>
<g transform="translate(${px(40)} ${px(40)})">
<path d="M0 0H${px(440)}V${px(320)}H0Z" fill="#fdfbf8" stroke="#2b2a27" stroke-width="${px(8)}"/>
<rect x="${px(150)}" y="${px(-6)}" width="${px(120)}" height="${px(12)}" fill="#cfe0e8" stroke="#2b2a27" stroke-width="1"/>
<path d="M0 0H${px(440)}V${px(60)}H${px(60)}V${px(320)}H0Z" fill="#d9bf9a" stroke="#2b2a27" stroke-width="1.2"/>
${[1, 2, 3, 4, 5, 6].map((i) => `<line x1="${px(60 + i * 60)}" y1="0" x2="${px(60 + i * 60)}" y2="${px(60)}" stroke="#2b2a27" stroke-width=".8"/>`).join('')}
${[1, 2, 3].map((i) => `<line x1="0" y1="${px(60 + i * 65)}" x2="${px(60)}" y2="${px(60 + i * 65)}" stroke="#2b2a27" stroke-width=".8"/>`).join('')}
<rect x="${px(170)}" y="${px(10)}" width="${px(80)}" height="${px(40)}" rx="${px(6)}" fill="#fff" stroke="#2b2a27"/><circle cx="${px(210)}" cy="${px(30)}" r="${px(4)}" fill="#2b2a27"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${px(14 + (i % 2) * 32)}" cy="${px(150 + Math.floor(i / 2) * 32)}" r="${px(11)}" fill="none" stroke="#2b2a27"/>`).join('')}
<rect x="${px(170)}" y="${px(160)}" width="${px(180)}" height="${px(80)}" fill="#b9c6b1" stroke="#2b2a27" stroke-width="1.2"/>
<text x="${px(260)}" y="${px(205)}" font-size="${12 * Math.max(1, s)}" text-anchor="middle" fill="#2b2a27" font-family="Instrument Sans">Island 1800 × 800</text>
</g>
${dim(40, 20, 480, 20, '4.40 m', 0, -6)}${dim(500, 40, 500, 360, '3.20 m', 22, 0)}</svg>`
}

const layoutIcon = (d: string) => `<svg width="34" height="26" viewBox="0 0 34 26" aria-hidden="true"><path d="${d}" fill="none" stroke="#2b2a27" stroke-width="4"/></svg>`

const layoutScreen = `<header class="nav"><span class="logo">Kitchen <i>Canvas</i></span><div class="steps"><b>1 Layout</b><span>2 Cabinets</span><span>3 Finishes</span><span>4 Appliances</span><span>5 Your plan</span></div><span>Showrooms</span></header>
<div class="wrap"><section class="stage"><h1>Start with the room you have</h1><p class="sub">Drag a wall to its length; we fit the cabinets in 600 mm runs and tell you what fits.</p>
<div class="layouts"><span class="lay">${layoutIcon('M2 4H32')}Straight</span><span class="lay">${layoutIcon('M2 4H32M2 22H32')}Galley</span><span class="lay on">${layoutIcon('M2 24V4H32')}L-shape + island</span><span class="lay">${layoutIcon('M2 24V4H32V24')}U-shape</span></div>
<div class="plan">${planSvg(840, 540)}</div></section>
<aside class="side"><h2>Your room</h2><div class="line"><span>Back wall</span><span>4.40 m</span></div><div class="line"><span>Side wall</span><span>3.20 m</span></div><div class="line"><span>Ceiling</span><span>2.70 m</span></div><div class="line"><span>Window</span><span>1.20 m, centred</span></div><div class="line"><span>Cabinets that fit</span><span>11 base, 7 wall</span></div>
<div class="est"><small>Estimate so far</small><b>₹3,84,000</b><small>Cabinets and fitting; finishes next</small></div><span class="cta">Next: cabinets</span><span class="ghost">Save and send to me</span></aside></div>`

const FRONTS = [
	['Oak veneer', 'Natural, matt lacquer', '#c89b6d', '+ ₹38,000', true],
	['Sage', 'Painted, handleless', '#8fa184', '+ ₹22,000', false],
	['Chalk', 'Painted, shaker', '#ece6da', 'Included', false],
	['Charcoal', 'Super-matt laminate', '#3a3935', '+ ₹14,000', false],
] as const
const TOPS = [
	['Quartz, Carrara', '20 mm', 'linear-gradient(120deg,#f4f2ee 40%,#d8d4cc 41% 43%,#f4f2ee 44%)', '+ ₹61,000', true],
	['Granite, Black Galaxy', '30 mm', 'radial-gradient(#7d7a74 8%,transparent 9%) 0 0/9px 9px,#23221f', '+ ₹48,000', false],
	['Solid oak', '40 mm, oiled', 'repeating-linear-gradient(90deg,#b98a5b 0 7px,#c89b6d 7px 15px)', '+ ₹52,000', false],
	['Laminate, concrete', '38 mm', 'linear-gradient(#b9b5ad,#a7a39b)', 'Included', false],
] as const
const opt = ([name, note, swatch, price, on]: readonly [string, string, string, string, boolean]) =>
	`<div class="opt${on ? ' on' : ''}"><span class="sw" style="display:block;background:${swatch}"></span><div><b>${esc(name)}</b><em>${esc(note)}</em><br><span class="${price === 'Included' ? '' : 'delta'}">${esc(price)}</span></div></div>`
const finishes = `<header class="nav"><span class="logo">Kitchen <i>Canvas</i></span><div class="steps"><span>1 Layout</span><span>2 Cabinets</span><b>3 Finishes</b><span>4 Appliances</span><span>5 Your plan</span></div><span>Showrooms</span></header>
<div class="wrap"><section class="stage"><h1>Fronts and worktops</h1><p class="sub">Every choice shows what it adds to the estimate before you make it.</p>
<p class="grp">Cabinet fronts</p><div class="opts">${FRONTS.map(opt).join('')}</div><p class="grp">Worktop</p><div class="opts">${TOPS.map(opt).join('')}</div></section>
<aside class="side"><h2>Estimate</h2><div class="line"><span>Cabinets, 11 base and 7 wall</span><span>₹2,96,000</span></div><div class="line"><span>Fronts: oak veneer</span><span>₹38,000</span></div><div class="line"><span>Worktop: quartz, 6.2 m</span><span>₹61,000</span></div><div class="line"><span>Fitting and delivery</span><span>₹88,000</span></div>
<div class="est"><small>Total, including GST</small><b>₹4,83,000</b><small>± 5% until we measure the room</small></div><span class="cta">Next: appliances</span><span class="ghost">Compare with sage fronts</span></aside></div>`

const summary = `<div class="ph">${statusBar()}<div class="top"><b>Kitchen <i>Canvas</i></b><span style="font-size:13px">Plan KC-4471</span></div>
<h1>Meera's kitchen</h1><p class="ref">L-shape with island · saved 12 Feb</p>
<div class="mini">${planSvg(356, 250, false)}</div>
<div class="sum"><div class="row"><span>Fronts</span><span>Oak veneer, matt</span></div><div class="row"><span>Worktop</span><span>Quartz, Carrara</span></div><div class="row"><span>Appliances</span><span>Hob, chimney, oven</span></div></div>
<div class="tot"><small>Estimate</small>₹5,62,000</div>
<div class="btns"><span class="cta" style="margin:0">Book a showroom visit</span><span class="ghost">Share with my architect</span></div></div>`

const visit = `<div class="ph">${statusBar()}<div class="top"><b>Kitchen <i>Canvas</i></b><span style="font-size:13px">Plan KC-4471</span></div>
<h1>Your visit is booked</h1><p class="ref">Bring this screen; your plan is already on the showroom's table.</p>
<div class="visit"><b>Saturday 15 Feb, 11:30</b>Kitchen Canvas, Baner Road, Pune<br>with Anil, kitchen designer</div>
<div class="sum"><div class="row"><span>To bring</span><span>Photos of the room</span></div><div class="row"><span>We will</span><span>Measure, then fix the price</span></div><div class="row"><span>Takes</span><span>About an hour</span></div></div>
<div class="visit" style="background:#f1ece3"><b>Samples we will lay out</b>Oak veneer front · Carrara quartz · brushed brass handle</div>
<div class="btns"><span class="cta" style="margin:0">Directions</span><span class="ghost">Move the visit</span></div></div>`

export const kitchenCanvas: StudyScreens = {
	slug: 'kitchen-canvas',
	faces: ['Newsreader', 'Instrument Sans'],
	art: { ground: '#e8e0d2', accent: '#7d8f74', ink: '#2b2a27', display: 'Newsreader' },
	css: CSS,
	screens: [
		{ id: 'layout', device: 'desktop', body: layoutScreen },
		{ id: 'finishes', device: 'desktop', body: finishes },
		{ id: 'summary', device: 'phone', body: summary },
		{ id: 'visit', device: 'phone', body: visit },
	],
	gallery: [
		{ file: 'case-kitchen-canvas-1.webp', layout: { kind: 'desktop', screen: 'layout' } },
		{ file: 'case-kitchen-canvas-2.webp', layout: { kind: 'desktop', screen: 'finishes' } },
		{
			file: 'case-kitchen-canvas-3.webp',
			layout: {
				kind: 'phones',
				screens: [
					{ id: 'summary', label: 'The saved plan' },
					{ id: 'visit', label: 'The showroom visit' },
				],
			},
		},
	],
	cover: { file: 'case-kitchen-canvas-cover.webp', desktop: 'finishes', phone: 'summary', arrangement: 'phone-right' },
}
