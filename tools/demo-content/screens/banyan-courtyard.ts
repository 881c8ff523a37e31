/**
 * The Banyan Courtyard: a haveli's hospitality. Fraunces, soft and high-contrast, for the voice;
 * Work Sans for rates and forms; lime-washed cream, indigo as in the old city's doors, terracotta
 * and saffron. Arches frame the pictures, drawn in CSS: the product has no photograph here.
 */
import { STATUS_CSS, esc, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:'Work Sans',sans-serif;color:#2a2622;background:#f6efe3}
h1,h2,h3,.serif{font-family:Fraunces,serif;font-weight:400;font-variation-settings:'SOFT' 60,'opsz' 96}
.nav{display:flex;align-items:center;gap:30px;padding:22px 64px;font-size:14px;letter-spacing:.02em}
.nav .logo{display:flex;align-items:center;gap:10px;font-family:Fraunces,serif;font-size:22px;margin-right:auto;letter-spacing:0}
.leaf{display:inline-block;width:22px;height:28px;border-radius:0 100% 0 100%;background:#2f6b4f;transform:rotate(45deg) scale(.8)}
.nav .book{padding:11px 20px;background:#23305e;color:#f6efe3;border-radius:2px}
.hero{display:grid;grid-template-columns:1fr 520px;gap:56px;padding:26px 64px 0;align-items:end}
.hero h1{font-size:76px;line-height:1;letter-spacing:-.02em;color:#23305e;margin-bottom:22px}.hero h1 em{color:#b4532a}
.hero p{font-size:18px;max-width:30em;color:#4b443c;margin-bottom:26px}
.arch{height:560px;border-radius:260px 260px 0 0;background:radial-gradient(ellipse at 50% 110%,#2f6b4f 0 30%,transparent 31%),radial-gradient(circle at 50% 58%,#3f7d5c 0 24%,transparent 25%),radial-gradient(circle at 34% 48%,#4f8a66 0 17%,transparent 18%),radial-gradient(circle at 68% 46%,#4f8a66 0 16%,transparent 17%),linear-gradient(#e8a85a,#d9773f 55%,#b4532a);position:relative;overflow:hidden}
.arch::after{content:'';position:absolute;left:47%;bottom:0;width:6%;height:38%;background:#5a3b22}
.search{display:flex;gap:0;background:#fff;border:1px solid #e2d5bf;max-width:640px}
.search div{flex:1;padding:12px 16px;border-right:1px solid #e2d5bf;font-size:13px;color:#7b6f60}.search b{display:block;font-size:15px;color:#2a2622;font-weight:500}
.search span{padding:0 22px;display:grid;place-items:center;background:#b4532a;color:#fff;font-weight:500}
.strip{display:flex;gap:34px;padding:18px 64px;margin-top:0;background:#23305e;color:#e9e2d3;font-size:14px}
.strip b{color:#e3a53c;font-weight:500}
.teaser{display:grid;grid-template-columns:repeat(3,1fr);gap:28px;padding:28px 64px}
.teaser div{display:grid;grid-template-columns:110px 1fr;gap:16px;align-items:end}.teaser i{height:130px;border-radius:60px 60px 0 0;background:linear-gradient(160deg,#f0c98f,#c8733e)}
.teaser h3{font-size:24px;color:#23305e}.teaser p{font-size:14px;color:#6b6155}
/* rooms */
.rooms{padding:6px 64px}
.rooms h1{font-size:44px;color:#23305e;margin:6px 0 4px}.rooms p.sub{color:#6b6155;margin-bottom:18px}
.room{display:grid;grid-template-columns:260px 1fr 330px;gap:26px;padding:18px;background:#fff;border:1px solid #e2d5bf;margin-bottom:14px}
.pic{height:190px;border-radius:120px 120px 0 0;background:linear-gradient(160deg,#f0c98f,#c8733e)}
.pic.b{background:linear-gradient(160deg,#c9d3e8,#5a6aa0)}
.room h2{font-size:28px;color:#23305e}.room .facts{color:#6b6155;font-size:14px;margin:4px 0 10px}.room ul{font-size:14px;display:grid;gap:4px}
.rates{display:grid;gap:8px}
.rate{display:flex;justify-content:space-between;align-items:center;padding:10px 12px;border:1px solid #e2d5bf;font-size:14px}.rate b{font-size:18px;font-weight:500}
.rate.on{border-color:#23305e;box-shadow:inset 0 0 0 1px #23305e;background:#f3f4fa}
.direct{padding:10px 12px;background:#fbf1dc;font-size:13px;color:#6a4a12}.direct b{color:#b4532a}
.btn{padding:12px;background:#b4532a;color:#fff;text-align:center;font-weight:500}
/* phone */
.ph{height:844px;background:#f6efe3}
.ph .top{display:flex;align-items:center;justify-content:space-between;padding:6px 18px 12px;font-family:Fraunces,serif;font-size:19px;color:#23305e}
.ph .top small{font-family:'Work Sans';font-size:13px;color:#6b6155}
.ph h1{padding:8px 18px 4px;font-size:32px;line-height:1.05;color:#23305e}
.ph .sub{padding:0 18px 12px;color:#6b6155;font-size:14px}
.add{display:flex;gap:12px;margin:0 16px 10px;padding:12px;background:#fff;border:1px solid #e2d5bf;align-items:center}
.add i{flex:none;width:56px;height:56px;border-radius:28px 28px 0 0;background:linear-gradient(160deg,#f0c98f,#c8733e)}
.add b{display:block;font-weight:500}.add small{color:#6b6155;font-size:13px}.add em{margin-left:auto;font-style:normal;font-size:14px;white-space:nowrap}
.add .tick{flex:none;width:26px;height:26px;border:1.5px solid #23305e}.add.on .tick{background:#23305e;box-shadow:inset 0 0 0 5px #fff}
.total{margin:14px 16px;padding:14px 0;border-top:1px solid #d9cbb3;display:flex;justify-content:space-between;align-items:baseline}
.total b{font-family:Fraunces,serif;font-size:28px;font-weight:400;color:#23305e}
.pbtn{position:absolute;left:16px;right:16px;bottom:30px;padding:16px;background:#b4532a;color:#fff;text-align:center;font-weight:500}
.mail{margin:0 16px;background:#fff;border:1px solid #e2d5bf}
.mail .band{height:150px;border-radius:0;background:radial-gradient(circle at 50% 120%,#2f6b4f 0 36%,transparent 37%),linear-gradient(#e8a85a,#c8733e)}
.mail div{padding:14px}.mail h2{font-size:24px;color:#23305e;margin-bottom:6px}.mail p{font-size:14px;color:#4b443c}
.field{margin:10px 16px 0}.field label{display:block;font-size:13px;color:#6b6155;margin-bottom:4px}.field span{display:block;padding:11px 12px;background:#fff;border:1px solid #d9cbb3;font-size:15px}
.chips{display:flex;flex-wrap:wrap;gap:6px;margin:10px 16px}.chips span{padding:7px 12px;border:1px solid #23305e;font-size:13px}.chips .on{background:#23305e;color:#fff}
`

const home = `<header class="nav"><span class="logo"><span class="leaf"></span>The Banyan Courtyard</span><span>The stay</span><span>Rooms</span><span>Rooftop dining</span><span>Old city walks</span><span class="book">Book direct</span></header>
<section class="hero"><div><h1>Twenty-eight rooms around <em>one old tree</em></h1><p>A restored 19th-century haveli in Udaipur's old city: breakfast on the rooftop, evenings in the courtyard, the lake five minutes on foot.</p>
<div class="search"><div>Arrive<b>Fri 7 Mar</b></div><div>Leave<b>Mon 10 Mar</b></div><div>Guests<b>2 adults</b></div><span>See rooms</span></div></div><div class="arch"></div></section>
<div class="strip"><span><b>Best rate</b> when you book with us</span><span><b>Free airport transfer</b> for three nights or more</span><span><b>Rooftop breakfast</b> included</span><span><b>Free cancellation</b> to 7 days before</span></div>
<section class="teaser"><div><i></i><span><h3>Jharokha rooms</h3><p>Carved windows over the courtyard, from ₹8,400</p></span></div><div><i style="background:linear-gradient(160deg,#c9d3e8,#5a6aa0)"></i><span><h3>Lake-facing suites</h3><p>A terrace towards Lake Pichola, from ₹14,900</p></span></div><div><i style="background:linear-gradient(160deg,#8fb39a,#2f6b4f)"></i><span><h3>Rooftop dinners</h3><p>Mewari thalis under the stars, for guests and visitors</p></span></div></section>`

const room = (name: string, facts: string, perks: string[], rates: [string, string, boolean][], tone = '') =>
	`<article class="room"><div class="pic ${tone}"></div><div><h2>${esc(name)}</h2><p class="facts">${esc(facts)}</p><ul>${perks.map((p) => `<li>· ${esc(p)}</li>`).join('')}</ul></div>
<div class="rates">${rates.map(([plan, price, on]) => `<div class="rate${on ? ' on' : ''}"><span>${esc(plan)}</span><b>${esc(price)}</b></div>`).join('')}<p class="direct"><b>Booking direct adds</b> rooftop breakfast and a free transfer for 3 nights</p></div></article>`

const rooms = `<header class="nav"><span class="logo"><span class="leaf"></span>The Banyan Courtyard</span><span>Fri 7 – Mon 10 Mar · 2 adults</span><span class="book">Change</span></header>
<section class="rooms"><h1>Choose your room</h1><p class="sub">Three nights. Rates per night, taxes included; every room is booked live against our one calendar.</p>
${room('Jharokha room', 'Courtyard view · 24 m² · king bed', ['Carved window seat over the courtyard', 'Restored frescoes', 'Rain shower'], [['Room only', '₹8,400', false], ['With breakfast', '₹9,200', true], ['Breakfast and dinner', '₹11,600', false]])}
${room('Lake-facing suite', 'Lake view · 42 m² · king bed, sitting room', ['Private terrace towards Lake Pichola', 'Brass bathtub', 'Evening tea on the terrace'], [['Room only', '₹14,900', false], ['With breakfast', '₹15,700', false], ['Breakfast and dinner', '₹18,100', false]], 'b')}
</section>`

const addOns = `<div class="ph">${statusBar()}<div class="top"><span>The Banyan Courtyard</span><small>2 of 3</small></div>
<h1>Make the stay yours</h1><p class="sub">Jharokha room · 7–10 Mar · with breakfast</p>
<div class="add on"><i></i><span><b>Airport transfer</b><small>Free for three nights</small></span><em>₹0</em><span class="tick"></span></div>
<div class="add on"><i style="background:linear-gradient(160deg,#2f3f77,#1a2345)"></i><span><b>Rooftop dinner</b><small>Sat 8 Mar, lake view</small></span><em>₹4,800</em><span class="tick"></span></div>
<div class="add"><i style="background:linear-gradient(160deg,#e3a53c,#b4532a)"></i><span><b>Old city walk</b><small>Sun morning, 2 hours</small></span><em>₹1,500</em><span class="tick"></span></div>
<div class="add"><i style="background:linear-gradient(160deg,#8fb39a,#2f6b4f)"></i><span><b>Celebration cake</b><small>Tell us the occasion</small></span><em>₹1,200</em><span class="tick"></span></div>
<div class="total"><span>Three nights and extras</span><b>₹32,400</b></div>
<div class="pbtn">Continue to payment</div></div>`

const booked = `<div class="ph">${statusBar()}<div class="top"><span>The Banyan Courtyard</span><small>Booked</small></div>
<h1>We look forward to Friday, Aditi</h1><p class="sub">Booking BC-20931 · paid ₹32,400</p>
<div class="mail"><div class="band"></div><div><h2>Before you arrive</h2><p>Tell us what would make the stay right: arrival time, what you do not eat, anything to celebrate.</p></div></div>
<div class="field"><label>Landing at Udaipur</label><span>Fri 7 Mar, 13:40 · 6E 2311</span></div>
<p class="sub" style="padding-top:12px">Anything we should know?</p>
<div class="chips"><span class="on">Anniversary</span><span>Vegetarian</span><span class="on">Quiet room</span><span>Early check-in</span></div>
<div class="pbtn" style="background:#23305e">Send to the front desk</div></div>`

export const banyanCourtyard: StudyScreens = {
	slug: 'banyan-courtyard',
	faces: ['Fraunces', 'Work Sans'],
	art: { ground: '#23305e', accent: '#e3a53c', ink: '#f6efe3', display: 'Fraunces', pattern: 'radial-gradient(ellipse 420px 520px at 50% 100%,#2b3a70 0 99%,transparent 100%)' },
	css: CSS,
	screens: [
		{ id: 'home', device: 'desktop', body: home },
		{ id: 'rooms', device: 'desktop', body: rooms },
		{ id: 'add-ons', device: 'phone', body: addOns },
		{ id: 'booked', device: 'phone', body: booked },
	],
	gallery: [
		{ file: 'case-banyan-courtyard-1.webp', layout: { kind: 'desktop', screen: 'home' } },
		{ file: 'case-banyan-courtyard-2.webp', layout: { kind: 'desktop', screen: 'rooms' } },
		{ file: 'case-banyan-courtyard-3.webp', layout: { kind: 'phones', screens: [{ id: 'add-ons', label: 'Add-ons at booking' }] } },
		{ file: 'case-banyan-courtyard-4.webp', layout: { kind: 'phones', screens: [{ id: 'booked', label: 'Before the guest arrives' }] } },
	],
	cover: { file: 'case-banyan-courtyard-cover.webp', desktop: 'home', phone: 'add-ons', arrangement: 'phone-right' },
}
