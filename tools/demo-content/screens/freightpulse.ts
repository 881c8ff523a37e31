/**
 * FreightPulse: an operations tool read at a glance. Space Grotesk over JetBrains Mono for
 * figures and load numbers, a night-blue ground with signal colours that mean one thing each:
 * green on time, amber at risk, red late.
 */
import { STATUS_CSS, esc, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:'Space Grotesk',sans-serif;color:#dfe7f1;background:#0b1320}
.mono{font-family:'JetBrains Mono',monospace}
.top{display:flex;align-items:center;gap:22px;height:60px;padding:0 24px;border-bottom:1px solid #1c2a3d;background:#0e1828;font-size:14px;color:#8ea2bd}
.brand{display:flex;align-items:center;gap:9px;color:#fff;font-weight:700;font-size:18px;margin-right:18px}
.brand i{width:22px;height:22px;border-radius:6px;background:conic-gradient(from 200deg,#3ddc97,#22b8cf,#3ddc97)}
.top .on{color:#fff;border-bottom:2px solid #3ddc97;padding:19px 0 17px}
.top .me{margin-left:auto;display:flex;gap:10px;align-items:center}.top .me b{width:30px;height:30px;border-radius:50%;background:#223550;display:grid;place-items:center;color:#fff;font-size:12px}
.ok{color:#3ddc97}.risk{color:#ffb020}.late{color:#ff5d6c}
.dot{display:inline-block;width:9px;height:9px;border-radius:50%;margin-right:7px}.dot.ok{background:#3ddc97}.dot.risk{background:#ffb020}.dot.late{background:#ff5d6c}
.map{display:grid;grid-template-columns:380px 1fr;height:840px}
.list{border-right:1px solid #1c2a3d;overflow:hidden;background:#0e1828}
.filters{display:flex;gap:8px;padding:16px}.chip{padding:6px 11px;border-radius:8px;background:#16233a;font-size:13px;color:#b7c6da}.chip.on{background:#223a5c;color:#fff}
.load{padding:14px 16px;border-top:1px solid #1c2a3d;display:grid;gap:4px;font-size:13px}
.load .row{display:flex;justify-content:space-between;align-items:center}.load b{font-size:15px;color:#fff;font-weight:600}
.load .lane{color:#8ea2bd}.load.sel{background:#13233a;box-shadow:inset 3px 0 #ffb020}
.canvas{position:relative;overflow:hidden;background:#0b1320}
.canvas svg{position:absolute;inset:0}
.legend{position:absolute;left:20px;top:18px;display:flex;gap:16px;padding:10px 14px;border-radius:10px;background:rgb(14 24 40/92%);font-size:13px}
.pop{position:absolute;left:560px;top:250px;width:300px;padding:16px;border-radius:12px;background:#0e1828;border:1px solid #2a3e5a;box-shadow:0 20px 50px rgb(0 0 0/50%);font-size:13px;display:grid;gap:8px}
.pop h3{font-size:16px;color:#fff}.pop .row{display:flex;justify-content:space-between}.pop .bar{height:6px;border-radius:3px;background:#1c2a3d;overflow:hidden}.pop .bar i{display:block;height:100%;width:72%;background:#ffb020}
.kpis{position:absolute;right:20px;top:18px;display:flex;gap:10px}.kpi{padding:10px 14px;border-radius:10px;background:rgb(14 24 40/92%);font-size:12px;color:#8ea2bd}.kpi b{display:block;font-size:20px;color:#fff}
.q{padding:22px 28px}
.q h1{font-size:28px;color:#fff;font-weight:600;display:flex;align-items:center;gap:12px}.q h1 span{font-size:14px;padding:4px 10px;border-radius:20px;background:#3b1d26;color:#ff8a96;font-weight:500}
.q .sub{color:#8ea2bd;margin:6px 0 18px}
table{width:100%;border-collapse:collapse;font-size:14px}
th{text-align:left;font-weight:500;color:#8ea2bd;font-size:12px;padding:10px 12px;border-bottom:1px solid #1c2a3d}
td{padding:13px 12px;border-bottom:1px solid #16233a;vertical-align:top}
td small{display:block;color:#8ea2bd;font-size:12px}
.why{color:#dfe7f1}.act{display:inline-block;padding:6px 10px;border-radius:8px;background:#1a2b44;font-size:12px;color:#cfe0f5;margin-right:6px}
.act.main{background:#3ddc97;color:#06281a;font-weight:600}
.owner{display:flex;align-items:center;gap:8px}.owner b{width:26px;height:26px;border-radius:50%;background:#223550;display:grid;place-items:center;font-size:11px;color:#fff}
/* tracking link */
.track{background:#f4f6f9;color:#15202e;height:844px}
.track .hd{background:#12315c;color:#fff;padding:0 0 20px}
.track .who{display:flex;align-items:center;gap:10px;padding:6px 20px 16px;font-weight:600}.track .who i{width:30px;height:30px;border-radius:8px;background:#fff;display:grid;place-items:center;color:#12315c;font-style:normal;font-size:13px;font-weight:700}
.track .eta{padding:0 20px}.track .eta small{color:#a9c1e3;font-size:13px}.track .eta b{display:block;font-size:40px;line-height:1.1;font-weight:700;margin:2px 0}.track .eta span{font-size:14px;color:#cfe0f5}
.band{margin:-1px 0 0;padding:12px 20px;background:#e8f8f0;color:#0c6b41;font-size:14px;font-weight:500}
.mini{position:relative;height:150px;margin:14px 16px;border-radius:14px;overflow:hidden;background:#dfe6ee}
.steps2{margin:4px 20px;display:grid;gap:0}
.st{position:relative;padding:0 0 18px 28px;font-size:14px}.st::before{content:'';position:absolute;left:6px;top:6px;bottom:-6px;width:2px;background:#cdd6e2}.st:last-child::before{display:none}
.st::after{content:'';position:absolute;left:0;top:3px;width:14px;height:14px;border-radius:50%;background:#12315c}.st.todo::after{background:#fff;border:2px solid #9fb0c5}
.st b{display:block}.st small{color:#5d6b7e}
.btn2{margin:6px 16px;padding:15px;border-radius:12px;border:1.5px solid #12315c;color:#12315c;text-align:center;font-weight:600}
`

/** The map: roads as faint lines, a lane per load, and each load where it is, coloured by its window. */
function mapSvg(): string {
	const roads = [
		'M0 620 C200 560 420 600 600 520 S900 420 1060 380',
		'M120 0 C180 200 300 320 360 460 S420 700 520 840',
		'M300 840 C420 700 640 660 760 560 S980 300 1060 120',
		'M0 260 C260 280 420 240 640 300 S900 260 1060 300',
		'M700 0 C680 180 720 320 820 420 S960 640 1060 700',
	]
	const loads: [number, number, string][] = [
		[180, 590, 'ok'], [330, 430, 'ok'], [470, 575, 'risk'], [612, 515, 'ok'], [742, 570, 'late'], [820, 420, 'ok'], [905, 295, 'ok'], [640, 300, 'risk'],
		[410, 262, 'ok'], [250, 270, 'ok'], [960, 640, 'ok'], [1000, 360, 'ok'], [560, 700, 'ok'], [380, 740, 'risk'], [700, 120, 'ok'], [150, 170, 'ok'],
	]
	const colour = { ok: '#3ddc97', risk: '#ffb020', late: '#ff5d6c' } as Record<string, string>
	return `<svg viewBox="0 0 1060 840" width="1060" height="840" aria-hidden="true">
<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#122036" stroke-width="1"/></pattern></defs>
<rect width="1060" height="840" fill="url(#g)"/>
<path d="M0 0H240C260 90 200 160 120 200S0 260 0 320Z" fill="#0f1b2c"/><path d="M860 840C880 760 960 720 1060 700V840Z" fill="#0f1b2c"/>
${roads.map((d) => `<path d="${d}" fill="none" stroke="#1d2f48" stroke-width="6" stroke-linecap="round"/>`).join('')}
<path d="M180 590 C300 560 420 600 470 575" fill="none" stroke="#ffb020" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>
${loads.map(([x, y, s]) => `<circle cx="${x}" cy="${y}" r="${s === 'ok' ? 7 : 10}" fill="${colour[s]}" stroke="#0b1320" stroke-width="3"/>${s === 'ok' ? '' : `<circle cx="${x}" cy="${y}" r="18" fill="none" stroke="${colour[s]}" stroke-opacity=".35" stroke-width="2"/>`}`).join('')}
${[['Dallas', 150, 620], ['Memphis', 590, 545], ['Atlanta', 850, 445], ['Chicago', 640, 280], ['Denver', 120, 250]].map(([n, x, y]) => `<text x="${x}" y="${Number(y) + 30}" fill="#5d7291" font-size="13" font-family="Space Grotesk">${n}</text>`).join('')}
</svg>`
}

const LOADS = [
	['FP-20418', 'Dallas, TX → Memphis, TN', 'risk', 'ETA 16:40 · window closes 16:00', 'sel'],
	['FP-20377', 'Chicago, IL → Columbus, OH', 'ok', 'ETA 11:20 · window 10:00–14:00', ''],
	['FP-20402', 'Memphis, TN → Atlanta, GA', 'late', 'Stopped 52 min · driver out of hours', ''],
	['FP-20395', 'Denver, CO → Omaha, NE', 'ok', 'ETA 18:05 · window to 20:00', ''],
	['FP-20421', 'Laredo, TX → Houston, TX', 'ok', 'Delivered 09:12 · POD received', ''],
	['FP-20388', 'Atlanta, GA → Charlotte, NC', 'risk', 'ETA 15:10 · traffic on I-85', ''],
	['FP-20410', 'Kansas City → St. Louis', 'ok', 'ETA 13:30 · window 12:00–16:00', ''],
] as const

const liveMap = `<header class="top"><span class="brand"><i></i>FreightPulse</span><span class="on">Live map</span><span>Loads</span><span>Exceptions <b class="late">3</b></span><span>Reports</span><span class="me">Harmon Foods<b>HF</b></span></header>
<div class="map"><aside class="list"><div class="filters"><span class="chip on">All 48</span><span class="chip">At risk 4</span><span class="chip">Late 1</span><span class="chip">Delivered today 9</span></div>
${LOADS.map(([id, lane, s, note, sel]) => `<div class="load ${sel}"><div class="row"><b class="mono">${id}</b><span class="${s}"><span class="dot ${s}"></span>${s === 'ok' ? 'On time' : s === 'risk' ? 'At risk' : 'Late'}</span></div><span class="lane">${esc(lane)}</span><span>${esc(note)}</span></div>`).join('')}
</aside><div class="canvas">${mapSvg()}
<div class="legend"><span><span class="dot ok"></span>On time 43</span><span><span class="dot risk"></span>At risk 4</span><span><span class="dot late"></span>Late 1</span></div>
<div class="kpis"><div class="kpi"><b class="mono">48</b>in transit</div><div class="kpi"><b class="mono">94%</b>tracked without a call</div></div>
<div class="pop"><h3 class="mono">FP-20418</h3><div class="row"><span>Dallas → Memphis</span><span class="risk">At risk</span></div><div class="bar"><i></i></div><div class="row"><span>Last ping 14:21 · ELD</span><span class="mono">312 / 452 mi</span></div><div class="row"><span>Driver hours left</span><span class="mono">3 h 10</span></div><div class="row"><span>Rep notified</span><span>Maria G. · 14:23</span></div></div>
</div></div>`

const EXCEPTIONS = [
	['late', 'FP-20402', 'Memphis → Atlanta', 'Stopped 52 min; driver has 0 h 40 left', 'Find relay driver', 'MG', 'Now'],
	['risk', 'FP-20418', 'Dallas → Memphis', 'ETA 40 min past the window at current speed', 'Ask consignee to extend', 'MG', '12 min'],
	['risk', 'FP-20388', 'Atlanta → Charlotte', 'Traffic on I-85, 25 min added', 'Tell shipper', 'DK', '18 min'],
	['risk', 'FP-20433', 'Fresno → Reno', 'No position for 2 h; ELD offline', 'Call carrier', 'DK', '31 min'],
	['ok', 'FP-20371', 'Tulsa → Wichita', 'Appointment moved by the consignee', 'Confirm new slot', 'AL', '44 min'],
	['ok', 'FP-20360', 'El Paso → Phoenix', 'POD photo blurred, reupload asked', 'Check POD', 'AL', '1 h'],
] as const
const queue = `<header class="top"><span class="brand"><i></i>FreightPulse</span><span>Live map</span><span>Loads</span><span class="on">Exceptions</span><span>Reports</span><span class="me">Brokerage team<b>MG</b></span></header>
<div class="q"><h1>Exceptions <span>6 open · 1 late</span></h1><p class="sub">Loads the rules think will miss their window, most urgent first. Each arrives with the facts gathered, and the shipper is told before they ask.</p>
<table><thead><tr><th></th><th>Load</th><th>Why it is here</th><th>Next step</th><th>Owner</th><th>Waiting</th></tr></thead><tbody>
${EXCEPTIONS.map(([s, id, lane, why, step, owner, wait]) => `<tr><td><span class="dot ${s}"></span></td><td><b class="mono">${id}</b><small>${esc(lane)}</small></td><td class="why">${esc(why)}</td><td><span class="act main">${esc(step)}</span><span class="act">Snooze</span></td><td><span class="owner"><b>${owner}</b></span></td><td class="mono">${wait}</td></tr>`).join('')}
</tbody></table></div>`

const miniMap = `<svg viewBox="0 0 358 150" width="358" height="150" aria-hidden="true"><path d="M0 120 C80 100 140 110 200 80 S300 40 358 30" fill="none" stroke="#fff" stroke-width="8"/><path d="M0 120 C80 100 140 110 200 80" fill="none" stroke="#12315c" stroke-width="4"/><path d="M200 80 S300 40 358 30" fill="none" stroke="#12315c" stroke-width="4" stroke-dasharray="3 7"/><circle cx="200" cy="80" r="9" fill="#3ddc97" stroke="#fff" stroke-width="3"/><circle cx="340" cy="34" r="7" fill="#12315c"/></svg>`

const tracking = `<div class="track"><div class="hd">${statusBar('light')}<div class="who"><i>CR</i>Carolina Route Freight</div>
<div class="eta"><small>Arriving today</small><b>15:10–15:40</b><span>Load FP-20388 · 22 pallets for Piedmont Grocers</span></div></div>
<p class="band">On time for your 16:00 dock appointment</p>
<div class="mini">${miniMap}</div>
<div class="steps2"><div class="st"><b>Picked up in Atlanta, GA</b><small>Today 08:05 · 22 pallets, seal 448213</small></div><div class="st"><b>Passed Greenville, SC</b><small>Today 12:48 · last check-in 14:21</small></div><div class="st todo"><b>Arrives Charlotte, NC</b><small>Dock 4 · appointment 16:00</small></div></div>
<div class="btn2">Text me when it is 30 minutes away</div></div>`

const delivered = `<div class="track"><div class="hd">${statusBar('light')}<div class="who"><i>CR</i>Carolina Route Freight</div>
<div class="eta"><small>Delivered</small><b>15:22</b><span>Load FP-20388 · signed by R. Okoye at dock 4</span></div></div>
<p class="band">38 minutes before the appointment closed</p>
<div class="steps2" style="margin-top:18px"><div class="st"><b>Proof of delivery</b><small>22 of 22 pallets · no exceptions noted</small></div><div class="st"><b>Photos</b><small>3 photos of the trailer and the pallets</small></div><div class="st"><b>Documents</b><small>Bill of lading, signed POD (PDF)</small></div></div>
<div class="mini" style="height:190px;background:linear-gradient(135deg,#c8d3df,#e9eef4)"><svg viewBox="0 0 358 190" width="358" height="190" aria-hidden="true"><rect x="40" y="40" width="278" height="120" rx="6" fill="#fff"/><path d="M60 70h160M60 92h200M60 114h120" stroke="#c4cfdb" stroke-width="8" stroke-linecap="round"/><path d="M230 130c14-18 26 8 40-10s22 4 34-6" fill="none" stroke="#12315c" stroke-width="3" stroke-linecap="round"/></svg></div>
<div class="btn2">Download the POD</div></div>`

export const freightpulse: StudyScreens = {
	slug: 'freightpulse',
	faces: ['Space Grotesk', 'JetBrains Mono'],
	art: { ground: '#0b1320', accent: '#3ddc97', ink: '#dfe7f1', display: 'Space Grotesk', pattern: 'repeating-linear-gradient(90deg,#111d30 0 1px,transparent 1px 48px),repeating-linear-gradient(#111d30 0 1px,transparent 1px 48px)' },
	css: CSS,
	screens: [
		{ id: 'map', device: 'desktop', body: liveMap },
		{ id: 'queue', device: 'desktop', body: queue },
		{ id: 'tracking', device: 'phone', body: tracking },
		{ id: 'delivered', device: 'phone', body: delivered },
	],
	gallery: [
		{ file: 'case-freightpulse-1.webp', layout: { kind: 'desktop', screen: 'map' } },
		{ file: 'case-freightpulse-2.webp', layout: { kind: 'desktop', screen: 'queue' } },
		{
			file: 'case-freightpulse-3.webp',
			layout: {
				kind: 'phones',
				screens: [
					{ id: 'tracking', label: 'On the way' },
					{ id: 'delivered', label: 'Delivered' },
				],
			},
		},
	],
	cover: { file: 'case-freightpulse-cover.webp', desktop: 'map', phone: 'tracking', arrangement: 'phone-left' },
}
