/**
 * GridSense: an engineer's instrument. IBM Plex Sans with Plex Mono for every reading, a paper
 * white ground ruled like a chart, deep forest green for the frame and the sun's yellow for
 * output; the one red is a fault.
 */
import { STATUS_CSS, esc, series, sparkline, statusBar } from './kit.ts'
import type { StudyScreens } from './study.ts'

const CSS = `${STATUS_CSS}
body{font-family:'IBM Plex Sans',sans-serif;color:#17261f;background:#f5f7f2}
.mono{font-family:'IBM Plex Mono',monospace}
.app{display:grid;grid-template-columns:72px 1fr;height:900px}
.rail{background:#0f2f24;display:flex;flex-direction:column;align-items:center;gap:18px;padding:20px 0}
.rail .logo{width:36px;height:36px;border-radius:50%;background:radial-gradient(circle,#f5c542 0 38%,transparent 40%),repeating-conic-gradient(#f5c542 0 8deg,transparent 8deg 30deg)}
.rail i{width:36px;height:36px;border-radius:10px;background:#1a4636}.rail i.on{background:#f5c542}
.body{padding:22px 28px;overflow:hidden}
.hd{display:flex;align-items:baseline;gap:16px;margin-bottom:16px}.hd h1{font-size:26px;font-weight:600;margin-right:auto}.hd span{font-size:13px;color:#5c6b63}
.tabs{display:flex;gap:4px;padding:3px;border-radius:8px;background:#e4e9e1;font-size:13px}.tabs b{padding:5px 12px;border-radius:6px;font-weight:500}.tabs .on{background:#fff}
.sum{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin-bottom:16px}
.sum div{padding:14px 16px;background:#fff;border:1px solid #dfe5db;border-radius:10px}.sum small{font-size:12px;color:#5c6b63}.sum b{display:block;font:600 26px 'IBM Plex Mono',monospace}.sum em{font-style:normal;font-size:12px}
.up{color:#2f7d4f}.down{color:#c2412d}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dfe5db;border-radius:10px;font-size:14px}
th{text-align:left;font-weight:500;font-size:12px;color:#5c6b63;padding:10px 14px;border-bottom:1px solid #dfe5db;background:#fafbf8}
td{padding:9px 14px;border-bottom:1px solid #eef1eb;vertical-align:middle}
td small{display:block;font-size:12px;color:#5c6b63}
.pct{display:flex;align-items:center;gap:8px}.pct i{display:block;height:8px;border-radius:4px;background:#f5c542}.pct s{display:block;width:100px;height:8px;border-radius:4px;background:#eef1eb;text-decoration:none}
.tag{font-size:12px;padding:2px 8px;border-radius:10px;background:#e6f2ea;color:#2f7d4f}.tag.f{background:#fbe3de;color:#c2412d}.tag.w{background:#fdf3d2;color:#8a6400}
.chart{position:relative;background:#fff;border:1px solid #dfe5db;border-radius:10px;padding:16px 18px;margin-bottom:14px}
.chart h2{font-size:15px;font-weight:600;margin-bottom:8px}.chart .keys{position:absolute;right:18px;top:16px;display:flex;gap:14px;font-size:12px;color:#5c6b63}
.chart .keys i{display:inline-block;width:14px;height:3px;margin-right:6px;vertical-align:middle}
.fault{position:absolute;padding:8px 10px;border-radius:8px;background:#fff;border:1px solid #c2412d;font-size:12px;box-shadow:0 8px 20px rgb(0 0 0/10%)}
.strings{display:grid;grid-template-columns:repeat(8,1fr);gap:8px}
.events{margin-top:14px}.events td{padding:8px 14px}
.strings div{padding:10px;border-radius:8px;background:#fff;border:1px solid #dfe5db;font-size:12px}.strings b{display:block;font:600 17px 'IBM Plex Mono',monospace}.strings .bad{border-color:#c2412d;background:#fff6f4}
/* phone */
.ph{height:844px;background:#f5f7f2}
.ph .hd2{background:#0f2f24;color:#e9f1ec;padding-bottom:16px}
.off{margin:0 16px;padding:8px 12px;border-radius:8px;background:#1a4636;font-size:13px;color:#f5c542}
.ph h1{padding:12px 16px 2px;font-size:22px;font-weight:600}.ph .meta{padding:0 16px;font-size:13px;color:#a8c3b5}
.card{margin:12px 16px;padding:14px;background:#fff;border:1px solid #dfe5db;border-radius:12px;font-size:14px}
.card h2{font-size:13px;font-weight:600;color:#5c6b63;margin-bottom:8px}
.card .row{display:flex;justify-content:space-between;padding:4px 0}
.check{display:flex;gap:10px;padding:8px 0;border-top:1px solid #eef1eb;font-size:14px}.check:first-of-type{border-top:0}
.check i{flex:none;width:20px;height:20px;border-radius:5px;border:2px solid #9fb0a6}.check.done i{background:#2f7d4f;border-color:#2f7d4f}
.check.done span{color:#5c6b63;text-decoration:line-through}
.big{position:absolute;left:16px;right:16px;bottom:30px;padding:16px;border-radius:12px;background:#f5c542;color:#17261f;font-weight:600;text-align:center}
`

const PLANTS = [
	['Kutch Solar Park II', 'Gujarat · 48 MW', 0.97, 412, 'ok'],
	['Bikaner Rooftops', 'Rajasthan · 6.2 MW', 0.91, 38, 'warn'],
	['Anantapur Block C', 'Andhra Pradesh · 30 MW', 1.02, 261, 'ok'],
	['Sangli Agro Cold Store', 'Maharashtra · 1.8 MW', 0.74, 9, 'fault'],
	['Pavagada East', 'Karnataka · 25 MW', 0.99, 214, 'ok'],
	['Charanka Feeder 4', 'Gujarat · 12 MW', 0.95, 101, 'ok'],
	['Rewa Canal Top', 'Madhya Pradesh · 4 MW', 0.88, 33, 'warn'],
	['Jodhpur Textile Mill', 'Rajasthan · 2.4 MW', 1.0, 21, 'ok'],
	['Tumkur Logistics Park', 'Karnataka · 3.1 MW', 0.96, 27, 'ok'],
] as const

const curve = (t: number) => Math.max(0, Math.sin(Math.PI * Math.min(1, Math.max(0, (t - 0.22) / 0.56))))

const fleet = `<div class="app"><nav class="rail"><span class="logo"></span><i class="on"></i><i></i><i></i><i></i></nav><main class="body">
<div class="hd"><h1>Fleet</h1><span>14 Mar · 13:40 IST · 2,046 inverters reporting</span><div class="tabs"><b class="on">Today</b><b>7 days</b><b>30 days</b></div></div>
<div class="sum"><div><small>Output now</small><b>118.6 MW</b><em class="up">96.8% of forecast</em></div><div><small>Energy today</small><b>612 MWh</b><em class="up">+1.9% vs forecast</em></div><div><small>Open faults</small><b>3</b><em class="down">1 string fault, 2 comms</em></div><div><small>Mean time to respond</small><b>17 min</b><em class="up">30-day average</em></div></div>
<table><thead><tr><th>Plant</th><th>Output vs forecast</th><th>Today</th><th>Energy, MWh</th><th>Status</th></tr></thead><tbody>
${PLANTS.map(([name, where, ratio, mwh, status], i) => `<tr><td><b>${esc(name)}</b><small>${esc(where)}</small></td><td><span class="pct"><s><i style="width:${Math.min(100, ratio * 100)}px;background:${ratio < 0.8 ? '#c2412d' : '#f5c542'}"></i></s><span class="mono">${Math.round(ratio * 100)}%</span></span></td><td>${sparkline(series(31 + i, 30, (t) => curve(t) * (t > 0.5 && status === 'fault' ? 0.7 : 1) * 0.9, 0.03), 150, 28, '#0f2f24', '#f5c54255', 1.5)}</td><td class="mono">${mwh}</td><td><span class="tag ${status === 'ok' ? '' : status === 'warn' ? 'w' : 'f'}">${status === 'ok' ? 'Normal' : status === 'warn' ? 'Soiling' : 'String fault'}</span></td></tr>`).join('')}
</tbody></table></main></div>`

/** An inverter's day: its power against what its neighbours make, with the fault where the two part. */
function dayChart(): string {
	const w = 1220
	const h = 300
	const expected = series(7, 96, (t) => curve(t) * 0.9, 0.01)
	const actual = expected.map((v, i) => (i > 52 ? v * 0.82 : v) * (1 + (((i * 37) % 7) - 3) / 150))
	const line = (points: number[], stroke: string, dash = '') =>
		`<polyline points="${points.map((p, i) => `${((i / 95) * w).toFixed(1)},${(h - p * h).toFixed(1)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="2" ${dash}/>`
	const grid = [0.25, 0.5, 0.75].map((f) => `<line x1="0" x2="${w}" y1="${h * f}" y2="${h * f}" stroke="#eef1eb"/>`).join('')
	const hours = [6, 9, 12, 15, 18].map((hr) => `<text x="${(hr / 24) * w}" y="${h + 18}" font-size="12" fill="#5c6b63" font-family="IBM Plex Mono">${String(hr).padStart(2, '0')}:00</text>`).join('')
	return `<svg width="${w}" height="${h + 24}" viewBox="0 0 ${w} ${h + 24}" aria-hidden="true">${grid}<rect x="${(53 / 95) * w}" y="0" width="${w - (53 / 95) * w}" height="${h}" fill="#fbe3de" opacity=".45"/>${line(expected, '#9fb0a6', 'stroke-dasharray="5 5"')}${line(actual, '#0f2f24')}<line x1="${(53 / 95) * w}" x2="${(53 / 95) * w}" y1="0" y2="${h}" stroke="#c2412d" stroke-width="1.5"/>${hours}</svg>`
}

const inverter = `<div class="app"><nav class="rail"><span class="logo"></span><i></i><i class="on"></i><i></i><i></i></nav><main class="body">
<div class="hd"><h1>Sangli Agro Cold Store · INV-07</h1><span>SMA STP 110 · 12 strings · commissioned 2021</span><div class="tabs"><b class="on">Day</b><b>Week</b><b>Events</b></div></div>
<div class="sum"><div><small>AC power now</small><b>71.4 kW</b><em class="down">−18% vs neighbours</em></div><div><small>Energy today</small><b>412 kWh</b><em class="down">−46 kWh lost so far</em></div><div><small>Fault since</small><b>13:12</b><em class="down">String 5 open circuit</em></div><div><small>Ticket</small><b>GS-5521</b><em class="up">Technician on site 13:29</em></div></div>
<div class="chart"><h2>Power through the day, kW</h2><div class="keys"><span><i style="background:#0f2f24"></i>INV-07</span><span><i style="background:#9fb0a6"></i>Expected from the neighbours</span></div>${dayChart()}
<div class="fault" style="left:${(53 / 95) * 1220 + 30}px;top:60px"><b class="down">13:12 · string 5 current to 0 A</b><br>Other strings normal: an open circuit, not shade</div></div>
<div class="strings">${Array.from({ length: 8 }, (_, i) => `<div class="${i === 4 ? 'bad' : ''}">String ${i + 1}<b>${i === 4 ? '0.0' : (8.2 + ((i * 3) % 5) / 10).toFixed(1)} A</b>${i === 4 ? '<span class="down">open</span>' : 'normal'}</div>`).join('')}</div>
<table class="events"><thead><tr><th>Time</th><th>Event</th><th>By</th></tr></thead><tbody><tr><td class="mono">13:29</td><td>Technician on site, ticket GS-5521 in progress</td><td>Suresh K.</td></tr><tr><td class="mono">13:14</td><td>Ticket GS-5521 opened and assigned to the nearest technician (11 km)</td><td>Rules</td></tr><tr><td class="mono">13:12</td><td>String 5 current fell to 0 A; strings 1–4 and 6–8 normal</td><td>INV-07</td></tr><tr><td class="mono">06:41</td><td>Morning start, all strings producing</td><td>INV-07</td></tr></tbody></table>
</main></div>`

const ticket = `<div class="ph"><div class="hd2">${statusBar('light')}<p class="off">No signal · saved on this phone, sends when back online</p><h1>GS-5521 · String 5 open</h1><p class="meta">Sangli Agro Cold Store · INV-07 · roof B</p></div>
<div class="card"><h2>What the data says</h2><div class="row"><span>Current since 13:12</span><b class="mono down">0.0 A</b></div><div class="row"><span>Other strings</span><b class="mono">8.2–8.6 A</b></div><div class="row"><span>Likely cause</span><b>Connector or fuse</b></div></div>
<div class="card"><h2>Checklist</h2><div class="check done"><i></i><span>Isolate string 5 at the combiner box</span></div><div class="check done"><i></i><span>Check the string fuse</span></div><div class="check"><i></i><span>Test the MC4 connectors on row 3</span></div><div class="check"><i></i><span>Photo of the repair</span></div><div class="check"><i></i><span>Reconnect and read the current</span></div></div>
<div class="big">Add a photo</div></div>`

const closed = `<div class="ph"><div class="hd2">${statusBar('light')}<p class="off" style="color:#9fe0b5">Back online · 3 updates sent</p><h1>GS-5521 · fixed</h1><p class="meta">Closed 13:48 · 36 minutes from the fault</p></div>
<div class="card"><h2>Reading after the repair</h2><div class="row"><span>String 5</span><b class="mono up">8.4 A</b></div><div class="row"><span>INV-07 vs neighbours</span><b class="mono up">−0.6%</b></div></div>
<div class="card"><h2>Repair</h2><p>Burnt MC4 connector on row 3, panel 14, replaced. Fuse fine. Two more connectors on row 3 browned: replace at the next visit.</p></div>
<div class="card"><h2>Parts</h2><div class="row"><span>MC4 pair, 4 mm²</span><b class="mono">×1</b></div><div class="row"><span>From van stock</span><b>Van 2</b></div></div>
<div class="big" style="background:#0f2f24;color:#fff">Next ticket: Rewa · soiling</div></div>`

export const gridsense: StudyScreens = {
	slug: 'gridsense',
	faces: ['IBM Plex Sans', 'IBM Plex Mono'],
	art: { ground: '#0f2f24', accent: '#f5c542', ink: '#e9f1ec', display: 'IBM Plex Sans', pattern: 'radial-gradient(circle at 100% 0,#f5c542 0 9%,#f5c54233 9.1% 16%,transparent 16.1%)' },
	css: CSS,
	screens: [
		{ id: 'fleet', device: 'desktop', body: fleet },
		{ id: 'inverter', device: 'desktop', body: inverter },
		{ id: 'ticket', device: 'phone', body: ticket },
		{ id: 'closed', device: 'phone', body: closed },
	],
	gallery: [
		{ file: 'case-gridsense-1.webp', layout: { kind: 'desktop', screen: 'fleet' } },
		{ file: 'case-gridsense-2.webp', layout: { kind: 'desktop', screen: 'inverter' } },
		{
			file: 'case-gridsense-3.webp',
			layout: {
				kind: 'phones',
				screens: [
					{ id: 'ticket', label: 'On the roof, offline' },
					{ id: 'closed', label: 'Fixed, and synced' },
				],
			},
		},
	],
	cover: { file: 'case-gridsense-cover.webp', desktop: 'inverter', phone: 'ticket', arrangement: 'phone-front' },
}
