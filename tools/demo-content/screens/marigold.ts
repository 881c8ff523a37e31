/**
 * Marigold Dental Care: a neighbourhood clinic, warm and plain. Lexend throughout (set for
 * reading ease), marigold on a warm white with a deep teal for actions; rounded, roomy controls.
 */
import { STATUS_CSS, esc, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:Lexend,sans-serif;color:#1f2a2e;background:#fffaf2}
.bar{display:flex;align-items:center;justify-content:space-between;padding:10px 20px 14px}
.logo{display:flex;align-items:center;gap:8px;font-weight:600;font-size:17px;color:#0f5d56}
.logo i{width:26px;height:26px;border-radius:50%;background:radial-gradient(circle at 50% 50%,#fff 0 22%,transparent 23%),conic-gradient(#f29f05 0 25%,#f7b733 0 50%,#f29f05 0 75%,#f7b733 0)}
.steps{display:flex;gap:6px;padding:0 20px}.steps span{flex:1;height:5px;border-radius:3px;background:#f1e4cc}.steps .on{background:#f29f05}
.kicker{padding:18px 20px 4px;font-size:13px;color:#8a6d3b;font-weight:500}
h1{padding:0 20px 14px;font-size:26px;line-height:1.15;font-weight:600;letter-spacing:-.01em}
.list{padding:0 16px;display:grid;gap:10px}
.opt{display:flex;align-items:center;gap:14px;padding:14px 16px;border-radius:16px;background:#fff;border:1.5px solid #f0e3c8}
.opt b{display:block;font-weight:500;font-size:16px}.opt small{color:#6b7478;font-size:13px}
.opt em{margin-left:auto;font-style:normal;color:#0f5d56;font-weight:600;font-size:14px;white-space:nowrap}
.opt .ico{flex:none;width:40px;height:40px;border-radius:12px;background:#fff1d6;display:grid;place-items:center;color:#c77a00;font-weight:700}
.opt.sel{border-color:#0f5d56;box-shadow:0 0 0 3px #cfe9e5}
.days{display:flex;gap:8px;padding:0 16px 14px;overflow:hidden}
.day{flex:none;width:58px;padding:10px 0;border-radius:14px;text-align:center;background:#fff;border:1.5px solid #f0e3c8;font-size:12px;color:#6b7478}
.day b{display:block;font-size:19px;color:#1f2a2e;font-weight:600}.day.sel{background:#0f5d56;border-color:#0f5d56;color:#cfe9e5}.day.sel b{color:#fff}
.group{padding:6px 20px 8px;font-size:13px;color:#6b7478}
.slots{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:0 16px 10px}
.slot{padding:12px 0;text-align:center;border-radius:12px;background:#fff;border:1.5px solid #f0e3c8;font-weight:500}
.slot small{display:block;font-size:11px;color:#6b7478;font-weight:400}.slot.sel{background:#f29f05;border-color:#f29f05;color:#241500}.slot.sel small{color:#4a3000}
.slot.gone{color:#c4c0b8;background:transparent;text-decoration:line-through}
.cta{position:absolute;left:16px;right:16px;bottom:34px;padding:17px;border-radius:16px;background:#0f5d56;color:#fff;text-align:center;font-weight:600;font-size:17px}
.ok{margin:26px 20px 18px;width:84px;height:84px;border-radius:50%;background:#e3f4ef;display:grid;place-items:center}
.ok i{width:30px;height:16px;border:solid #0f5d56;border-width:0 0 5px 5px;transform:rotate(-45deg) translate(3px,-3px)}
.ticket{margin:0 16px;padding:18px;border-radius:18px;background:#fff;border:1.5px solid #f0e3c8;display:grid;gap:12px}
.ticket div{display:flex;justify-content:space-between;font-size:14px}.ticket dt{color:#6b7478}.ticket dd{font-weight:500;text-align:right}
.note{margin:14px 20px;font-size:13px;color:#5b6468;line-height:1.5}
.note b{color:#0f5d56}
/* desktop */
.desk{display:grid;grid-template-columns:240px 1fr;height:900px}
.side{background:#0f5d56;color:#d8efeb;padding:26px 22px;display:flex;flex-direction:column;gap:6px}
.side .logo{color:#fff;margin-bottom:26px}.side a{padding:10px 12px;border-radius:10px;font-size:15px}.side a.on{background:#0b4a44;color:#fff;font-weight:500}
.side .who{margin-top:auto;font-size:13px;color:#a9d3cc}
.main{padding:26px 32px;overflow:hidden}
.head{display:flex;align-items:center;gap:16px;margin-bottom:20px}
.head h2{font-size:26px;font-weight:600;margin-right:auto}
.pill{padding:8px 14px;border-radius:999px;background:#fff;border:1.5px solid #f0e3c8;font-size:14px}
.pill.on{background:#f29f05;border-color:#f29f05;font-weight:600}
.stats{display:flex;gap:14px;margin-bottom:18px}
.stat{flex:1;padding:14px 18px;background:#fff;border-radius:14px;border:1.5px solid #f0e3c8}
.stat b{display:block;font-size:24px;font-weight:600}.stat span{font-size:13px;color:#6b7478}
.grid{display:grid;grid-template-columns:64px repeat(3,1fr) 230px;border:1.5px solid #f0e3c8;border-radius:16px;overflow:hidden;background:#fff}
.grid .th{padding:12px 14px;background:#fdf3e1;font-size:14px;font-weight:600;border-bottom:1.5px solid #f0e3c8}
.grid .th small{display:block;font-weight:400;color:#6b7478;font-size:12px}
.times{display:grid;grid-auto-rows:64px;font-size:12px;color:#8a8f92}.times span{padding:6px 10px;border-top:1px solid #f6ecda}
.col{position:relative;border-left:1px solid #f6ecda;background:repeating-linear-gradient(#fff 0 63px,#f6ecda 63px 64px)}
.appt{position:absolute;left:6px;right:6px;padding:7px 10px;border-radius:10px;font-size:13px;line-height:1.3;overflow:hidden}
.appt b{display:block;font-weight:600}.appt small{color:inherit;opacity:.75}
.a1{background:#fff1d6;border-left:4px solid #f29f05}.a2{background:#e3f4ef;border-left:4px solid #0f5d56}.a3{background:#ffe4e0;border-left:4px solid #d9534f}.a4{background:#ece9ff;border-left:4px solid #6d5bd0}
.online{position:absolute;top:6px;right:8px;font-size:10px;font-weight:600;color:#0f5d56;background:#cfe9e5;padding:1px 6px;border-radius:6px}
.walk{border-left:1px solid #f0e3c8;padding:12px;display:grid;align-content:start;gap:10px;background:#fffaf2}
.walk .card{background:#fff;border:1.5px solid #f0e3c8;border-radius:12px;padding:10px 12px;font-size:13px}
.walk .card b{display:block;font-size:14px;font-weight:600}.walk .card em{font-style:normal;color:#c77a00;font-weight:500}
/* treatment page */
.site{height:900px;overflow:hidden}
.nav{display:flex;align-items:center;gap:28px;padding:20px 80px;font-size:15px}
.nav .logo{margin-right:auto;font-size:20px}.nav .book{padding:11px 20px;border-radius:12px;background:#0f5d56;color:#fff;font-weight:600}
.crumb{padding:10px 80px 0;font-size:13px;color:#8a6d3b}
.tp{display:grid;grid-template-columns:1fr 420px;gap:56px;padding:16px 80px}
.tp h1{padding:0;font-size:50px;line-height:1.08;margin-bottom:14px}
.lead{font-size:19px;color:#4b5559;margin-bottom:24px;max-width:34em}
.facts{display:flex;gap:28px;margin-bottom:28px}.facts div{border-top:3px solid #f29f05;padding-top:10px}.facts b{display:block;font-size:22px;font-weight:600}.facts span{font-size:13px;color:#6b7478}
.qa h3{font-size:18px;font-weight:600;margin:18px 0 6px}.qa p{color:#4b5559;max-width:38em}
.panel{background:#fff;border:1.5px solid #f0e3c8;border-radius:20px;padding:24px;align-self:start}
.panel h2{font-size:19px;font-weight:600;margin-bottom:4px}.panel p{font-size:14px;color:#6b7478;margin-bottom:16px}
.panel .slots{padding:0;grid-template-columns:repeat(3,1fr)}
.panel .btn{margin-top:16px;padding:15px;border-radius:14px;background:#0f5d56;color:#fff;text-align:center;font-weight:600}
.panel .lang{margin-top:14px;font-size:13px;color:#6b7478;text-align:center}
`

const phoneTop = (step: number, kicker: string, title: string) =>
	`${statusBar()}<div class="bar"><span class="logo"><i></i>Marigold</span><span style="font-size:14px;color:#6b7478">Step ${step} of 4</span></div>
<div class="steps">${[1, 2, 3, 4].map((n) => `<span class="${n <= step ? 'on' : ''}"></span>`).join('')}</div>
<p class="kicker">${esc(kicker)}</p><h1>${esc(title)}</h1>`

const TREATMENTS = [
	['Check-up and cleaning', '40 min · with the hygienist', '₹900'],
	['Tooth-coloured filling', '45 min', 'from ₹1,800'],
	['Root canal treatment', '60–90 min · two visits', 'from ₹6,500'],
	['Tooth pain today', 'We keep slots free each day', 'Urgent'],
	['Braces and aligners', 'First consultation, 30 min', '₹500'],
] as const

const treatment = `${phoneTop(1, 'Book a visit', 'What do you need?')}
<ul class="list">${TREATMENTS.map(([name, note, price], i) => `<li class="opt${i === 1 ? ' sel' : ''}"><span class="ico">${esc(name[0]!)}</span><span><b>${esc(name)}</b><small>${esc(note)}</small></span><em>${esc(price)}</em></li>`).join('')}</ul>
<div class="cta">Next: choose a time</div>`

const DAYS = [
	['Tue', 14],
	['Wed', 15],
	['Thu', 16],
	['Fri', 17],
	['Sat', 18],
] as const
const SLOTS = [
	['9:00', 'Dr Nair', 'gone'],
	['9:45', 'Dr Shah', ''],
	['10:30', 'Dr Nair', ''],
	['11:15', 'Dr Shah', 'gone'],
	['12:00', 'Dr Nair', ''],
	['4:30', 'Dr Patel', 'sel'],
	['5:15', 'Dr Nair', ''],
	['6:00', 'Dr Patel', ''],
	['6:45', 'Dr Shah', 'gone'],
] as const

const time = `${phoneTop(2, 'Tooth-coloured filling · 45 min', 'Pick a day and time')}
<div class="days">${DAYS.map(([d, n], i) => `<span class="day${i === 2 ? ' sel' : ''}">${d}<b>${n}</b></span>`).join('')}</div>
<p class="group">Morning · all three chairs</p>
<div class="slots">${SLOTS.slice(0, 6)
	.map(([t, who, state], i) => (i === 5 ? '' : `<span class="slot ${state}">${t}<small>${who}</small></span>`))
	.join('')}<span class="slot gone">12:45<small>Dr Shah</small></span></div>
<p class="group">Evening</p>
<div class="slots">${SLOTS.slice(5)
	.map(([t, who, state]) => `<span class="slot ${state}">${t}<small>${who}</small></span>`)
	.join('')}<span class="slot">7:30<small>Dr Nair</small></span><span class="slot">8:15<small>Dr Patel</small></span></div>
<div class="cta">Next: your mobile number</div>`

const confirmed = `${statusBar()}<div class="bar"><span class="logo"><i></i>Marigold</span><span style="font-size:14px;color:#0f5d56;font-weight:500">Booked</span></div>
<div class="ok"><i></i></div><h1>See you on Thursday, Ananya</h1>
<dl class="ticket"><div><dt>Treatment</dt><dd>Tooth-coloured filling</dd></div><div><dt>When</dt><dd>Thu 16 Jan, 4:30 pm</dd></div><div><dt>Dentist</dt><dd>Dr Riya Patel · chair 2</dd></div><div><dt>Where</dt><dd>Alkapuri, Vadodara</dd></div></dl>
<p class="note">We have sent an SMS to <b>98250 ·· ·· 41</b>. You will get a reminder at 6 pm the evening before, with a link to move or cancel the visit.</p>
<div class="cta" style="background:#fff;color:#0f5d56;border:1.5px solid #0f5d56">Add to calendar</div>`

const at = (start: number, length: number) => `top:${start * 64 + 2}px;height:${length * 64 - 4}px`
const APPTS: [number, number, number, string, string, string, boolean][] = [
	[0, 0, 0.7, 'a2', 'Rohan Mehta', 'Check-up · hygienist', true],
	[0, 0.75, 1, 'a1', 'Sunita Rao', 'Filling', false],
	[0, 2, 1.5, 'a3', 'Imran Khan', 'Root canal, visit 2', false],
	[0, 4, 0.7, 'a2', 'Leela Joshi', 'Cleaning', true],
	[1, 0.3, 0.7, 'a1', 'Kunal Shah', 'Filling', true],
	[1, 1.5, 2, 'a4', 'Aarav Desai', 'Aligner fitting', false],
	[1, 4, 1, 'a3', 'Walk-in', 'Tooth pain', false],
	[2, 0, 1, 'a4', 'Neha Patel', 'Braces consultation', true],
	[2, 1.2, 0.7, 'a2', 'Dev Trivedi', 'Check-up', true],
	[2, 2.5, 1.2, 'a1', 'Farah Ali', 'Filling', false],
	[2, 4.2, 0.7, 'a2', 'Meenal Vora', 'Cleaning', true],
	[0, 5.5, 1, 'a1', 'Harsh Modi', 'Filling', true],
	[0, 7, 1.5, 'a3', 'Gita Menon', 'Root canal, visit 1', false],
	[1, 5, 0.7, 'a2', 'Sameer Bhatt', 'Check-up', true],
	[1, 7.5, 0.75, 'a1', 'Ananya Rao', 'Filling', true],
	[2, 5.2, 1.3, 'a4', 'Isha Kapoor', 'Aligner review', false],
	[2, 6.8, 0.7, 'a2', 'Yusuf Ansari', 'Cleaning', true],
]
const frontDesk = `<div class="desk"><nav class="side"><span class="logo"><i></i>Marigold desk</span><a class="on">Today</a><a>Week</a><a>Patients</a><a>Reminders</a><a>Treatments and hours</a><a>Reports</a><span class="who">Reception · Hetal</span></nav>
<main class="main"><div class="head"><h2>Thursday 16 January</h2><span class="pill">‹</span><span class="pill on">Today</span><span class="pill">›</span><span class="pill">+ Walk-in</span></div>
<div class="stats"><div class="stat"><b>23</b><span>appointments</span></div><div class="stat"><b>11</b><span>booked online</span></div><div class="stat"><b>2</b><span>slots freed by reminders, both rebooked</span></div><div class="stat"><b>1</b><span>walk-in waiting</span></div></div>
<div class="grid"><div class="th"></div><div class="th">Chair 1<small>Dr Kavita Nair</small></div><div class="th">Chair 2<small>Dr Riya Patel</small></div><div class="th">Chair 3<small>Dr Arjun Shah · hygienist</small></div><div class="th">Walk-ins<small>waiting now</small></div>
<div class="times">${['9:00', '10:00', '11:00', '12:00', '1:00', '2:00', '3:00', '4:00', '5:00'].map((t) => `<span>${t}</span>`).join('')}</div>
${[0, 1, 2]
	.map(
		(chair) =>
			`<div class="col">${APPTS.filter((a) => a[0] === chair)
				.map(([, start, length, tone, who, what, online]) => `<div class="appt ${tone}" style="${at(start, length)}">${online ? '<span class="online">online</span>' : ''}<b>${esc(who)}</b><small>${esc(what)}</small></div>`)
				.join('')}</div>`,
	)
	.join('')}
<div class="walk"><div class="card"><b>Pooja Iyer</b>Tooth pain, lower left<br><em>Waiting 12 min</em></div><div class="card"><b>Next free chair</b>Chair 2 at 11:40<br><em>Offer to Pooja</em></div><div class="card"><b>Reminders sent</b>18 for tomorrow, 2 moved</div></div></div>
</main></div>`

const treatmentPage = `<div class="site"><header class="nav"><span class="logo"><i></i>Marigold Dental Care</span><span>Treatments</span><span>Our dentists</span><span>Prices</span><span>ગુજરાતી</span><span class="book">Book a visit</span></header>
<p class="crumb">Treatments › Root canal treatment</p>
<div class="tp"><div><h1>Root canal treatment, without the dread</h1><p class="lead">When the nerve of a tooth is infected, a root canal saves the tooth. Most patients tell us it felt like a long filling. Here is what happens, what it costs and how long it takes.</p>
<div class="facts"><div><b>₹6,500–9,000</b><span>depending on the tooth</span></div><div><b>2 visits</b><span>60–90 minutes each</span></div><div><b>Same week</b><span>for pain, often same day</span></div></div>
<div class="qa"><h3>Will it hurt?</h3><p>The tooth is numbed first. You will feel pressure, not pain; after the numbness wears off the tooth may be tender for a day or two.</p><h3>Do I need a crown afterwards?</h3><p>A back tooth usually does, to stop it cracking. Dr Nair will tell you at the first visit and the crown is priced before any work starts.</p></div></div>
<aside class="panel"><h2>Next free slots</h2><p>Root canal, first visit · 90 min</p><div class="slots"><span class="slot">Tue<small>10:30</small></span><span class="slot">Wed<small>4:30</small></span><span class="slot sel">Thu<small>9:00</small></span><span class="slot">Thu<small>5:15</small></span><span class="slot">Fri<small>11:00</small></span><span class="slot">Sat<small>9:45</small></span></div><div class="btn">Book Thursday, 9:00</div><p class="lang">Or call 0265 ·· ·· 410 · we answer from 9 am</p></aside></div></div>`

export const marigold: StudyScreens = {
	slug: 'marigold-dental-care',
	faces: ['Lexend'],
	art: { ground: '#fff1d6', accent: '#0f5d56', ink: '#3d2a00', display: 'Lexend', pattern: 'radial-gradient(circle at 85% 10%,#f7c35f 0 18%,transparent 18.2%)' },
	css: CSS,
	screens: [
		{ id: 'treatment', device: 'phone', body: treatment },
		{ id: 'time', device: 'phone', body: time },
		{ id: 'confirmed', device: 'phone', body: confirmed },
		{ id: 'front-desk', device: 'desktop', body: frontDesk },
		{ id: 'treatment-page', device: 'desktop', body: treatmentPage },
	],
	gallery: [
		{
			file: 'case-marigold-dental-care-1.webp',
			layout: {
				kind: 'phones',
				screens: [
					{ id: 'treatment', label: '1 · The treatment' },
					{ id: 'time', label: '2 · A free slot' },
					{ id: 'confirmed', label: '4 · Booked' },
				],
			},
		},
		{ file: 'case-marigold-dental-care-2.webp', layout: { kind: 'desktop', screen: 'front-desk' } },
		{ file: 'case-marigold-dental-care-3.webp', layout: { kind: 'desktop', screen: 'treatment-page' } },
	],
	cover: { file: 'case-marigold-dental-care-cover.webp', desktop: 'front-desk', phone: 'time', arrangement: 'phone-right' },
}
