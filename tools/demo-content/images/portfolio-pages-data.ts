/**
 * Archetypes for software and data: an operations dashboard (the app screen
 * itself), a SaaS product's marketing page with its product in a window,
 * shipment tracking, a solar quote calculator, a job board, a market price
 * table and a wholesale ordering portal.
 */
import { icon } from './icons.ts'
import { circle, n, rect } from './lib.ts'
import { type Block, block, cards, cardFrame, contactForm, cta, faq, features, logos, pricing, quote, reviews, stats, steps, story, table, tableAt } from './portfolio-blocks.ts'
import { type Page, builtFeatures, cities, has, line, names, phone, pickV, rotate, shortNames, street } from './portfolio-copy.ts'
import { CW, type Ctx, H, W, X0, avatar, bars, brandLogo, btn, chip, donut, field, fit, heading, lineChart, mapView, money, para, series, T } from './portfolio-kit.ts'
import { appWindow, chipLine, kpi, miniDashboard, phoneList, searchPanel, timeline } from './portfolio-widgets.ts'

// ----------------------------------------------------------------- dashboard

type DashKind = 'solar' | 'claims' | 'fleet' | 'agri'

interface DashSpec {
	menu: [string, string][]
	title: string
	search: string
	kpis: [string, string, string][]
	chart: [string, string, string]
	map?: 'light' | 'sat'
	table: { title: string; cols: [string, number, ('end' | 'middle')?][]; rows: string[][] }
	side: { title: string; items: [string, string, 'good' | 'warn' | 'bad' | 'info'][] }
}

function dashSpec(c: Ctx, kind: DashKind): DashSpec {
	const people = names(c, 6)
	const places = cities(c, 6)
	switch (kind) {
		case 'solar':
			return {
				menu: [['grid', 'Overview'], ['sun', 'Plants'], ['bolt', 'Inverters'], ['bell', 'Alerts'], ['chart', 'Forecasts'], ['wrench', 'Maintenance'], ['file', 'Reports'], ['gear', 'Settings']],
				title: 'Fleet overview',
				search: 'Search plants, inverters, tickets…',
				kpis: [
					['Generation today', '1,284 MWh', '6.2% vs forecast'],
					['Plant availability', '99.2%', '0.4 pts'],
					['Inverters online', '2,041 / 2,056', '-15 offline'],
					['Open faults', '7', '-3 since 6 AM'],
				],
				chart: ['Generation vs forecast', 'Actual', 'Forecast'],
				map: 'sat',
				table: {
					title: 'Maintenance tickets',
					cols: [['Ticket', 110], ['Plant', 180], ['Issue', 260], ['Priority', 120, 'middle'], ['Assignee', 170], ['Status', 130, 'end']],
					rows: [
						['#4821', 'Charanka Block C', 'Inverter 14 string fault', '!bad:High', people[0]!, '!warn:In progress'],
						['#4818', 'Bhadla Phase 2', 'Soiling loss above 4%', '!warn:Medium', people[1]!, '!info:Scheduled'],
						['#4815', 'Dholera North', 'Tracker motor stalled', '!bad:High', people[2]!, '!warn:In progress'],
						['#4809', 'Kutch Wind-Solar', 'SCADA link timeout', '!neutral:Low', people[3]!, '!good:Resolved'],
						['#4802', 'Charanka Block A', 'Transformer oil temp', '!warn:Medium', people[4]!, '!good:Resolved'],
						['#4797', 'Bhadla Phase 1', 'Module hot spots', '!neutral:Low', people[5]!, '!info:Scheduled'],
					],
				},
				side: { title: 'Live alerts', items: [['Inverter 14 offline', 'Charanka C · 4 min ago', 'bad'], ['Irradiance drop', 'Bhadla 2 · 12 min ago', 'warn'], ['Forecast updated', 'All plants · 30 min ago', 'info'], ['String 7 restored', 'Dholera · 1 h ago', 'good']] },
			}
		case 'claims':
			return {
				menu: [['grid', 'Dashboard'], ['file', 'Claims'], ['check', 'Approvals'], ['users', 'Members'], ['home', 'Hospitals'], ['upload', 'Documents'], ['chart', 'Reports'], ['gear', 'Settings']],
				title: 'Claims overview',
				search: 'Search claims, members, hospitals…',
				kpis: [
					['Claims received', '1,482', '12% this month'],
					['Pending review', '214', '-8% this week'],
					['Approved value', money(c, c.india ? 32000000 : 2480000), '9.1% vs last month'],
					['Avg. turnaround', '3.4 days', '-1.2 days'],
				],
				chart: ['Claims by week', 'Received', 'Settled'],
				table: {
					title: 'Claims queue',
					cols: [['Claim', 120], ['Member', 190], ['Hospital', 230], ['Amount', 130, 'end'], ['Checks', 140, 'middle'], ['Status', 150, 'end']],
					rows: [
						['CL-20931', people[0]!, `${places[0]} General Hospital`, money(c, c.india ? 184000 : 8400), '!good:4/4 passed', '!info:Ready'],
						['CL-20928', people[1]!, `St. Mary’s, ${places[1]}`, money(c, c.india ? 62500 : 2150), '!warn:1 flag', '!warn:Review'],
						['CL-20925', people[2]!, `${places[2]} Heart Institute`, money(c, c.india ? 412000 : 18900), '!good:4/4 passed', '!good:Approved'],
						['CL-20921', people[3]!, `City Care, ${places[3]}`, money(c, c.india ? 23800 : 960), '!bad:Missing docs', '!bad:On hold'],
						['CL-20917', people[4]!, `${places[4]} Eye Hospital`, money(c, c.india ? 48000 : 1740), '!good:4/4 passed', '!good:Approved'],
						['CL-20912', people[5]!, `Lakeside Clinic, ${places[5]}`, money(c, c.india ? 91000 : 3200), '!warn:1 flag', '!warn:Review'],
					],
				},
				side: { title: 'Approval workflow', items: [['Intake & upload', '214 claims', 'info'], ['Rule checks', '96 flagged', 'warn'], ['Medical review', '41 waiting', 'warn'], ['Approved today', '128 claims', 'good']] },
			}
		case 'fleet':
			return {
				menu: [['grid', 'Dispatch'], ['route', 'Routes'], ['users', 'Drivers'], ['truck', 'Vehicles'], ['box', 'Orders'], ['camera', 'Proof of delivery'], ['chart', 'Reports'], ['gear', 'Settings']],
				title: 'Today’s dispatch',
				search: 'Search drivers, routes, orders…',
				kpis: [
					['Deliveries today', '1,126', '8% vs last Tue'],
					['On time', '96.4%', '1.1 pts'],
					['Drivers on shift', '84', '6 on break'],
					['Exceptions', '9', '-4 since noon'],
				],
				chart: ['Deliveries per hour', 'Completed', 'Planned'],
				map: 'light',
				table: {
					title: 'Live routes',
					cols: [['Driver', 190], ['Route', 150], ['Stops', 200], ['ETA', 110, 'middle'], ['Vehicle', 140], ['Status', 150, 'end']],
					rows: people.map((p, i) => [p, `R-${14 + i * 3} ${['North', 'East', 'Downtown', 'South', 'West', 'Airport'][i]}`, `${[18, 11, 22, 7, 15, 19][i]} of 24 done`, ['2:40 PM', '3:05 PM', '1:55 PM', '4:20 PM', '3:30 PM', '2:15 PM'][i]!, `Van ${210 + i}`, ['!good:On time', '!good:On time', '!warn:Delayed', '!good:On time', '!bad:Exception', '!good:On time'][i]!]),
				},
				side: { title: 'Exceptions', items: [['Customer not home', 'R-26 · 2 attempts', 'warn'], ['Address not found', 'R-29 · call needed', 'bad'], ['Photo missing', 'R-17 · stop 12', 'warn'], ['Reassigned to Van 214', 'R-20 · 4 stops', 'info']] },
			}
		default:
			return {
				menu: [['grid', 'Overview'], ['pin', 'Fields'], ['sun', 'Weather'], ['drop', 'Soil tests'], ['leaf', 'Advisories'], ['users', 'Farmers'], ['chart', 'Reports'], ['gear', 'Settings']],
				title: 'Kharif season overview',
				search: 'Search fields, farmers, villages…',
				kpis: [
					['Fields monitored', '12,480', '640 new this week'],
					['Average NDVI', '0.62', '0.05 vs last week'],
					['Rain next 7 days', '38 mm', 'Above normal'],
					['Advisories sent', '3,215', '18% read rate up'],
				],
				chart: ['Crop health (NDVI) by week', 'This season', 'Last season'],
				map: 'sat',
				table: {
					title: 'Field recommendations',
					cols: [['Field', 130], ['Farmer', 180], ['Crop', 120], ['Soil', 160], ['Advice', 280], ['Status', 130, 'end']],
					rows: people.map((p, i) => [`F-${1042 + i * 17}`, p, ['Cotton', 'Groundnut', 'Castor', 'Cotton', 'Bajra', 'Groundnut'][i]!, ['Low nitrogen', 'Good', 'Low moisture', 'Good', 'Low zinc', 'Good'][i]!, ['Apply 25 kg urea/acre', 'No action needed', 'Irrigate within 3 days', 'Scout for pink bollworm', 'Zinc sulphate spray', 'Harvest window 12–18 Oct'][i]!, ['!warn:Sent', '!good:OK', '!bad:Urgent', '!info:Sent', '!warn:Sent', '!good:OK'][i]!]),
				},
				side: { title: 'Weather alerts', items: [['Heavy rain likely', 'Amreli, Rajkot · Thu', 'warn'], ['Heat stress', 'Kutch · next 48 h', 'bad'], ['Good spraying window', 'Mehsana · tomorrow AM', 'good'], ['Forecast refreshed', 'All districts · 6 AM', 'info']] },
			}
	}
}

export function dashboardPage(c: Ctx): Page {
	const kind: DashKind = has(c, /solar|inverter/) ? 'solar' : has(c, /claim/) ? 'claims' : has(c, /dispatch|driver|fleet/) ? 'fleet' : 'agri'
	const d = dashSpec(c, kind)
	return {
		nav: { style: 'bar', menu: [] },
		hero: { layout: 'band', title: '' },
		blocks: [],
		footer: 'minimal',
		cols: [],
		tagline: '',
		app: () => dashboard(c, d),
	}
}

function dashboard(c: Ctx, d: DashSpec): string {
	const { p, rng } = c
	const v = c.item.variant
	const darkSide = v % 2 === 0 && !p.dim
	const side = v % 3 === 2 ? 84 : 250
	const sideBg = p.dim ? '#080d18' : darkSide ? p.dark : p.surface
	const sideFg = p.dim || darkSide ? '#ffffff' : p.ink
	let g = rect(0, 0, W, H, p.dim ? p.bg : '#f4f6f9')
	g += rect(0, 0, side, H, sideBg) + (darkSide || p.dim ? '' : rect(side - 1, 0, 1, H, p.line))
	if (side > 100) g += brandLogo(c, 24, 26, sideFg, p.dim || darkSide ? p.accent : p.primary, p.dim || darkSide ? p.onAccent : p.onPrimary, { size: 18, maxW: side - 40 }).svg
	else g += rect(22, 26, 40, 40, p.primary, 10) + T(c, 42, 53, c.item.title[0]!, 20, { f: 'h', fill: p.onPrimary, a: 'middle' })
	d.menu.forEach(([ic, label], i) => {
		const y = 110 + i * 52
		const on = i === 0
		if (on) g += rect(12, y - 4, side - 24, 44, p.dim || darkSide ? '#ffffff1a' : p.soft, 10)
		g += icon(ic, side > 100 ? 28 : 30, y + 6, 22, on ? (p.dim || darkSide ? '#ffffff' : p.primary) : p.dim || darkSide ? '#ffffff99' : p.muted)
		if (side > 100) g += T(c, 64, y + 24, label, 15, { w: on ? 700 : 500, fill: on ? sideFg : p.dim || darkSide ? '#ffffffb3' : p.muted })
	})
	if (side > 100) g += rect(16, H - 96, side - 32, 70, p.dim || darkSide ? '#ffffff12' : p.soft, 12) + avatar(c, 50, H - 61, 20, v + 3, '#ffffff33') + T(c, 80, H - 66, names(c, 1)[0]!, 14, { w: 700, fill: sideFg }) + T(c, 80, H - 46, 'Operations lead', 12, { fill: p.dim || darkSide ? '#ffffff99' : p.muted })
	// top bar
	const x0 = side + 36
	const cw = W - x0 - 36
	g += rect(side, 0, W - side, 76, p.dim ? p.surface : '#ffffff') + rect(side, 75, W - side, 1, p.line)
	g += field(c, x0, 16, 360, '', d.search, { h: 44, icon: 'search', muted: true, fill: p.dim ? p.bg : '#f4f6f9', stroke: p.dim ? p.line : '#e5e7eb' })
	g += icon('bell', W - 150, 26, 24, p.muted) + circle(W - 128, 28, 5, '#ef4444') + avatar(c, W - 70, 38, 20, v + 9)
	// title row
	let y = 110
	g += T(c, x0, y + 30, d.title, 30, { f: 'h' }) + T(c, x0, y + 58, `Updated ${pickV(c, ['2 minutes', 'just now', '5 minutes'])} ago · ${c.item.domain}`, 14, { fill: p.muted })
	g += btn(c, W - 36, y + 6, '+ New report', 'p', 15, 'end') + btn(c, W - 36 - 170, y + 6, 'Export', 'o', 15, 'end')
	g += chipLine(c, x0, y + 80, ['Today', '7 days', '30 days', 'Season'], x0 + 500, 13)
	y += 140
	// KPIs
	const kw = (cw - 3 * 20) / 4
	d.kpis.forEach(([label, value, delta], i) => (g += kpi(c, x0 + i * (kw + 20), y, kw, 140, label, value, delta, { up: !delta.startsWith('-') || i === 3 })))
	y += 170
	// chart and side panel
	const chartW = cw * 0.64
	g += rect(x0, y, chartW, 380, p.surface, 14, `stroke="${p.line}"`) + T(c, x0 + 24, y + 40, d.chart[0], 18, { w: 700 })
	g += circle(x0 + chartW - 200, y + 34, 6, p.primary) + T(c, x0 + chartW - 188, y + 40, d.chart[1], 13, { fill: p.muted }) + circle(x0 + chartW - 100, y + 34, 6, p.accent) + T(c, x0 + chartW - 88, y + 40, d.chart[2], 13, { fill: p.muted })
	g += lineChart(c, x0 + 24, y + 70, chartW - 48, 260, [series(rng, 16, 40, 2, 8), series(rng, 16, 42, 1.6, 4)], [p.primary, p.accent], { area: true, dashed: [1] })
	;['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].forEach((dname, i) => (g += T(c, x0 + 24 + ((chartW - 48) / 6) * i, y + 358, dname, 12, { fill: p.muted, a: 'middle' })))
	const sx = x0 + chartW + 20
	const sw = cw - chartW - 20
	g += rect(sx, y, sw, 380, p.surface, 14, `stroke="${p.line}"`) + T(c, sx + 22, y + 40, d.side.title, 18, { w: 700 })
	const tones = { good: '#16a34a', warn: '#f59e0b', bad: '#dc2626', info: '#3b82f6' }
	d.side.items.forEach(([t, meta, tone], i) => {
		const iy = y + 70 + i * 74
		g += rect(sx + 22, iy, 4, 52, tones[tone], 2) + T(c, sx + 40, iy + 20, t, fit(c, t, sw - 70, 15, 11, { w: 700 }), { w: 700 }) + T(c, sx + 40, iy + 44, meta, fit(c, meta, sw - 70, 13, 10), { fill: p.muted })
	})
	y += 410
	// map or bars
	if (d.map) {
		const pins = Array.from({ length: 7 }, (_, i) => ({ x: x0 + 60 + rng.range(0, chartW - 120), y: y + 70 + rng.range(0, 300), active: i === 0, label: i < 3 && d.map === 'light' ? `${[18, 11, 22][i]}/24` : undefined }))
		g += rect(x0, y, cw, 430, p.surface, 14, `stroke="${p.line}"`) + T(c, x0 + 24, y + 40, d.map === 'sat' ? 'Sites' : 'Live map', 18, { w: 700 })
		g += mapView(c, x0 + 24, y + 60, chartW - 24, 346, { tone: d.map, pins, route: d.map === 'light', water: d.map !== 'sat' })
		const lx = x0 + chartW + 20
		d.table.rows.slice(0, 5).forEach((row, i) => {
			const ly = y + 70 + i * 66
			g += rect(lx, ly, cw - chartW - 44, 56, p.dim ? p.bg : p.soft, 10) + T(c, lx + 16, ly + 24, row[1]!, fit(c, row[1]!, cw - chartW - 80, 14, 10, { w: 700 }), { w: 700 }) + T(c, lx + 16, ly + 44, row[2]!, fit(c, row[2]!, cw - chartW - 80, 12, 9), { fill: p.muted })
		})
		y += 460
	} else {
		const half = (cw - 20) / 2
		g += rect(x0, y, half, 400, p.surface, 14, `stroke="${p.line}"`) + T(c, x0 + 24, y + 40, 'By hospital network', 18, { w: 700 })
		g += bars(x0 + 30, y + 80, half - 60, 270, Array.from({ length: 8 }, () => rng.range(30, 100)), p.primary, 3, p.accent)
		g += rect(x0 + half + 20, y, half, 400, p.surface, 14, `stroke="${p.line}"`) + T(c, x0 + half + 44, y + 40, 'Decision mix', 18, { w: 700 })
		const px = x0 + half + 20
		g += donut(px + 150, y + 225, 100, [0.62, 0.21, 0.1], [p.primary, p.accent, '#f59e0b'], 32, p.dim ? '#243049' : '#eef0f3')
		;[['Approved', '62%'], ['Partially paid', '21%'], ['Rejected', '10%']].forEach(([l, pct], i) => (g += circle(px + 300, y + 180 + i * 44, 7, [p.primary, p.accent, '#f59e0b'][i]!) + T(c, px + 316, y + 186 + i * 44, `${l} ${pct}`, 14)))
		y += 430
	}
	// table
	const cols = d.table.cols.map(([label, w, align]) => ({ label, w, align }))
	g += T(c, x0, y + 30, d.table.title, 20, { w: 700 }) + T(c, W - 36, y + 30, 'View all →', 14, { w: 600, fill: p.primary, a: 'end' })
	g += tableAt(c, x0, y + 50, cw, cols, d.table.rows, 58)
	y += 50 + 56 + d.table.rows.length * 58 + 30
	// a last row of small panels down to the bottom
	const rest = H - y - 40
	if (rest > 160) {
		const third = (cw - 40) / 3
		;['Uptime (30 days)', 'Response time', 'Team activity'].forEach((t, i) => {
			const bx = x0 + i * (third + 20)
			g += rect(bx, y, third, rest, p.surface, 14, `stroke="${p.line}"`) + T(c, bx + 22, y + 36, t, 16, { w: 700 })
			if (i === 0) g += bars(bx + 22, y + 56, third - 44, rest - 80, Array.from({ length: 14 }, () => rng.range(80, 100)), p.primary, 9, '#f59e0b', 2)
			else if (i === 1) g += lineChart(c, bx + 22, y + 60, third - 44, rest - 90, [series(rng, 10, 30, -1, 5)], [p.accent])
			else
				names(c, Math.min(4, Math.floor((rest - 50) / 46))).forEach((nm, k) => (g += circle(bx + 40, y + 78 + k * 46, 16, [p.primary, p.accent, '#f59e0b', '#64748b'][k]!) + T(c, bx + 40, y + 83 + k * 46, nm.split(' ').map((w2) => w2[0]).join(''), 12, { w: 700, fill: '#ffffff', a: 'middle' }) + T(c, bx + 66, y + 76 + k * 46, nm, 13, { w: 600 }) + T(c, bx + 66, y + 93 + k * 46, ['updated a record', 'added a note', 'exported a report', 'closed an item'][k]!, 12, { fill: p.muted })))
		})
	}
	return g
}

// --------------------------------------------------------------------- saas

type SaasKind = 'invoice' | 'queue' | 'rent'

function saasMock(c: Ctx, kind: SaasKind): (x: number, y: number, w: number, h: number) => string {
	return (x, y, w, h) => {
		const { p } = c
		let g = appWindow(c, x, y, w, h, { url: `app.${c.item.domain}` })
		const ix = x + 1
		const iy = y + 43
		const iw = w - 2
		const ih = h - 44
		if (kind === 'invoice') {
			// editor on the left, live preview on the right
			const ew = iw * 0.46
			g += T(c, ix + 28, iy + 46, 'New invoice', 20, { w: 700 }) + field(c, ix + 28, iy + 70, ew - 56, 'Client', 'Northwind Studio', { select: true })
			g += field(c, ix + 28, iy + 144, (ew - 70) / 2, 'Issue date', '14 Mar 2025') + field(c, ix + 42 + (ew - 70) / 2, iy + 144, (ew - 70) / 2, 'Due', 'Net 15')
			const items = [['Brand workshop', '1', '1,200'], ['Homepage design', '1', '2,400'], ['Illustrations', '6', '900']]
			items.forEach(([a, q, amt], i) => (g += rect(ix + 28, iy + 222 + i * 52, ew - 56, 44, p.soft, 8) + T(c, ix + 44, iy + 250 + i * 52, a!, 14) + T(c, ix + ew - 150, iy + 250 + i * 52, `× ${q}`, 14, { fill: p.muted }) + T(c, ix + ew - 44, iy + 250 + i * 52, `$${amt}`, 14, { w: 700, a: 'end' })))
			g += T(c, ix + 28, iy + 400, '+ Add line item', 14, { w: 600, fill: p.primary }) + T(c, ix + 28, iy + ih - 30, 'Press ⌘ Enter to send', 13, { fill: p.muted })
			const px = ix + ew + 20
			const pw = iw - ew - 48
			g += rect(px, iy + 24, pw, ih - 48, p.dim ? '#1b2438' : '#f4f6f9', 10) + rect(px + 24, iy + 48, pw - 48, ih - 96, '#ffffff', 4, 'stroke="#e5e7eb"')
			g += T(c, px + 48, iy + 96, 'INVOICE', 22, { f: 'h', fill: '#111827', ls: 3 }) + T(c, px + pw - 48, iy + 96, '#0142', 16, { w: 700, fill: '#6b7280', a: 'end' })
			g += T(c, px + 48, iy + 134, 'Billed to', 12, { fill: '#6b7280' }) + T(c, px + 48, iy + 154, 'Northwind Studio', 14, { w: 700, fill: '#111827' })
			items.forEach(([a, , amt], i) => (g += rect(px + 48, iy + 184 + i * 34, pw - 96, 1, '#e5e7eb') + T(c, px + 48, iy + 206 + i * 34, a!, 13, { fill: '#111827' }) + T(c, px + pw - 48, iy + 206 + i * 34, `$${amt}`, 13, { fill: '#111827', a: 'end' })))
			g += T(c, px + pw - 48, iy + 330, 'Total $4,500.00', 18, { w: 800, fill: p.primary, a: 'end' }) + rect(px + 48, iy + ih - 130, 110, 30, p.primary, 15) + T(c, px + 103, iy + ih - 110, 'Pay online', 12, { w: 700, fill: p.onPrimary, a: 'middle' })
		} else if (kind === 'queue') {
			g += rect(ix, iy, iw, ih, '#0f172a')
			g += T(c, ix + 40, iy + 60, 'NOW SERVING', 18, { w: 700, fill: '#94a3b8', ls: 3 }) + T(c, ix + 40, iy + 190, 'A-042', 120, { f: 'h', fill: '#ffffff' }) + T(c, ix + 44, iy + 240, 'Room 3 · Dr. Mehta', 24, { fill: p.accent })
			const qx = ix + iw * 0.58
			g += T(c, qx, iy + 60, 'UP NEXT', 16, { w: 700, fill: '#94a3b8', ls: 3 })
			;['A-043', 'A-044', 'B-017', 'A-045', 'B-018'].forEach((tk, i) => (g += rect(qx, iy + 82 + i * 62, iw * 0.38, 50, '#1e293b', 10) + T(c, qx + 20, iy + 115 + i * 62, tk, 22, { w: 700, fill: '#ffffff' }) + T(c, qx + iw * 0.38 - 20, iy + 115 + i * 62, `~${(i + 1) * 6} min`, 16, { fill: '#94a3b8', a: 'end' })))
			g += rect(ix + 40, iy + ih - 90, iw * 0.5, 56, '#1e293b', 10) + icon('chat', ix + 58, iy + ih - 74, 24, '#22c55e') + T(c, ix + 96, iy + ih - 55, 'WhatsApp updates sent to 38 waiting patients', 15, { fill: '#e2e8f0' })
		} else {
			g += miniDashboard(c, ix, iy, iw, ih, { title: c.item.title, menu: ['Overview', 'Properties', 'Tenants', 'Payments', 'Agreements'], labels: ['Collected in March', 'Due this week', 'Overdue'], values: [money(c, 842000), money(c, 126500), money(c, 18000)] })
		}
		return g
	}
}

export function saasPage(c: Ctx): Page {
	const kind: SaasKind = has(c, /invoic/) ? 'invoice' : has(c, /queue|token/) ? 'queue' : 'rent'
	const v = c.item.variant
	const built = builtFeatures(c)
	const copy = {
		invoice: { title: 'Invoices your clients actually pay on time', sub: 'Fast, keyboard-friendly invoicing for freelancers and small agencies, with a live preview as you type.', eyebrow: 'Invoicing for freelancers' },
		queue: { title: 'No more crowded waiting rooms', sub: 'Live queue screens and WhatsApp updates tell patients when to walk in. Set up a clinic in an afternoon.', eyebrow: 'Queue management for clinics' },
		rent: { title: 'Collect rent without chasing anyone', sub: 'UPI payment links, automatic reminders and digital agreements for landlords and small property managers.', eyebrow: 'Rent collection, simplified' },
	}[kind]
	const featureItems = ({
		invoice: [
			['bolt', 'Live invoice preview', 'See the PDF update as you type.'],
			['grid', 'Keyboard-first editor', 'Create and send without the mouse.'],
			['layers', 'Reusable line items', 'Save items, terms and branding once.'],
			['bell', 'Polite reminders', 'Nudges before and after the due date.'],
			['globe', 'Multi-currency', 'Bill clients in their own currency.'],
			['chart', 'Cash-flow view', 'Know what is coming in this month.'],
		],
		queue: [
			['grid', 'Live queue screens', 'Big, readable tokens for every waiting room.'],
			['chat', 'WhatsApp & SMS updates', 'Patients see their place change live.'],
			['users', 'Multi-clinic accounts', 'One login for every branch and doctor.'],
			['clock', 'Wait estimates', 'Predictions that learn from each day.'],
			['calendar', 'Appointments + walk-ins', 'Both in one fair queue.'],
			['chart', 'Daily reports', 'Footfall, waits and no-shows at a glance.'],
		],
		rent: [
			['tag', 'UPI payment links', 'Tenants pay in two taps; you see it instantly.'],
			['bell', 'Automatic reminders', 'Before the due date, on it and after.'],
			['file', 'Digital agreements', 'Create, sign and renew tenancies online.'],
			['chart', 'Expense tracking', 'Repairs, taxes and fees per property.'],
			['phone', 'Tenant app', 'Receipts and requests in one place.'],
			['shield', 'Deposit ledger', 'Every deposit and deduction recorded.'],
		],
	} as Record<SaasKind, [string, string, string][]>)[kind]
	const mock = saasMock(c, kind)
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'centered', bg: 'soft', eyebrow: copy.eyebrow, title: copy.title, sub: copy.sub, ctas: ['Start free trial', 'Book a demo'], visual: mock, h: 900 },
		{ layout: 'split', bg: 'dark', eyebrow: copy.eyebrow, title: copy.title, sub: copy.sub, ctas: ['Start free', 'See pricing'], visual: mock, h: 660 },
		{ layout: 'centered', bg: 'dark', eyebrow: copy.eyebrow, title: copy.title, sub: copy.sub, ctas: ['Get started', 'Watch a demo'], visual: mock, h: 880 },
	] as Page['hero'][])
	const phoneScreen = kind === 'queue' ? phoneList(c, 'Your place in line', [['Token A-047', 'Dr. Mehta · Room 3', 'You are #3'], ['Estimated wait', 'About 18 minutes', 'On time'], ['Clinic notice', 'Please bring reports', 'New']]) : kind === 'rent' ? phoneList(c, 'March rent', [['Flat 301 · Iyer', money(c, 18500), 'Paid'], ['Flat 204 · Shah', money(c, 16000), 'Due 5 Mar'], ['Shop 2 · Patel', money(c, 42000), 'Paid'], ['Flat 102 · Rao', money(c, 15500), 'Late 4 d']]) : phoneList(c, 'Invoices', [['#0142 Northwind', '$4,500', 'Paid'], ['#0141 Atlas Co', '$1,250', 'Due in 3 d'], ['#0140 Bloom', '$890', 'Paid'], ['#0139 Ferro', '$2,100', 'Paid']])
	const split: Block = story(c, { visual: (x, y, w, h) => rect(x, y, w, h, c.p.soft, c.r) + rect(x + w / 2 - 110, y + 30, 220, h - 30, '#111111', 30) + phoneScreen(x + w / 2 - 100, y + 42, 200, h - 42), eyebrow: 'On the go', title: kind === 'queue' ? 'Patients wait where they like' : kind === 'rent' ? 'Tenants pay from a link' : 'Get paid from your phone', text: kind === 'queue' ? 'Each patient gets a WhatsApp message with their position, updated as the queue moves. They arrive when it is their turn.' : kind === 'rent' ? 'Every tenant gets a UPI link and a reminder before the due date. Payments reconcile themselves.' : 'Send, track and nudge invoices from anywhere. Clients pay by card or bank transfer in two taps.', bullets: built.slice(0, 3).length ? built.slice(0, 2) : ['Automatic reminders', 'Real-time status'], reverse: v % 2 === 0 })
	return {
		nav: { style: heroSpec.bg === 'dark' ? 'dark' : 'bar', menu: ['Product', 'Pricing', 'Customers', 'Docs'], cta: 'Start free', icons: [] },
		hero: heroSpec,
		blocks: [logos(c, `Trusted by ${{ invoice: '2,000+ freelancers and studios', queue: '340 clinics', rent: '5,000 landlords' }[kind]}`, ['Northwind', 'Atlas', 'Bloomfield', 'Ferro', 'Kite & Co']), features(c, { title: 'Everything you need, nothing you don’t', eyebrow: 'Features', items: featureItems, cols: 3, style: pickV(c, ['card', 'plain', 'left'] as const) }), ...rotate(c, [split, pricing(c, { title: 'Simple pricing', eyebrow: 'Plans', plans: [{ name: 'Starter', price: money(c, c.india ? 0 : 0), per: '/mo', features: ['Up to 5 clients', 'Email support', 'Core features'] }, { name: 'Pro', price: money(c, c.india ? 999 : 19), per: '/mo', features: ['Unlimited clients', 'Automations', 'Custom branding', 'Priority support'] }, { name: 'Team', price: money(c, c.india ? 2999 : 49), per: '/mo', features: ['Everything in Pro', 'Five seats', 'Roles and audit log'] }] }), quote(c, { text: kind === 'queue' ? 'Our waiting room went from forty people to eight. Patients love the WhatsApp updates.' : kind === 'rent' ? 'I manage 60 flats and have not sent a reminder by hand in a year.' : 'Trial to paid was a no-brainer. The editor is faster than anything I have used.', name: names(c, 1)[0]!, role: kind === 'queue' ? 'Clinic administrator' : kind === 'rent' ? 'Landlord' : 'Freelance designer', seed: 3 + v, style: 'soft' })]), faq(c, 'Questions', ['Is there a free trial?', 'Can I import my data?', 'Do you offer discounts for non-profits?'], 'Yes. Every plan starts with fourteen days free, no card needed. Cancel any time from settings.'), cta(c, { title: 'Start your free trial today', sub: 'No credit card. Set up in five minutes.', button: 'Start free', style: 'primary' })],
		footer: pickV(c, ['light', 'dark', 'light'] as const),
		cols: [
			['Product', ['Features', 'Pricing', 'Changelog', 'Status']],
			['Company', ['About', 'Careers', 'Blog']],
			['Legal', ['Privacy', 'Terms', 'Security']],
		],
		tagline: copy.sub,
	}
}

// ---------------------------------------------------------------- logistics

export function logisticsPage(c: Ctx): Page {
	const portal = has(c, /portal|shipper|broker|load/)
	const cityList = cities(c, 6)
	const v = c.item.variant
	const track = searchPanel(c, [[portal ? 'Load or PO number' : 'Consignment number', portal ? 'FP-2291-0387' : 'CL 4471 2983 06', 'box']], portal ? 'Track load' : 'Track', { w: 760, title: portal ? 'Where is my load?' : 'Track your shipment' })
	const stepsList: [string, string][] = portal
		? [['Tendered', 'Mon 8:12 AM'], ['Picked up', 'Mon 2:40 PM · Dallas'], ['In transit', 'I-35 N · ETA Tue 11 AM'], ['Delivered', 'Oklahoma City']]
		: [['Booked', `12 Mar · ${cityList[0]}`], ['In transit', `13 Mar · ${cityList[1]} hub`], ['Out for delivery', '14 Mar · 9:40 AM'], ['Delivered', `${cityList[2]}`]]
	const withSearch = c.item.variant % 2 === 1
	const trackCard: Block = block(withSearch ? 620 : 520, (y0) => {
		const { p } = c
		let g = ''
		if (withSearch) {
			g += T(c, X0, y0 + 70, 'Track your shipment', 30, { f: 'h' })
			g += field(c, X0, y0 + 92, CW - 200, portal ? 'Load or PO number' : 'Consignment number', portal ? 'FP-2291-0387' : 'CL 4471 2983 06', { icon: 'box' }) + btn(c, W - X0, y0 + 92, 'Track', 'p', 17, 'end')
		}
		const y = withSearch ? y0 + 110 : y0
		g += rect(X0, y + 40, CW, 440, p.surface, c.r, `stroke="${p.line}"`)
		g += T(c, X0 + 40, y + 96, portal ? 'Load FP-2291-0387' : 'Consignment CL 4471 2983 06', 22, { w: 700 }) + T(c, X0 + 40, y + 124, portal ? 'Dallas, TX → Oklahoma City, OK · 42,000 lb dry van' : `${cityList[0]} → ${cityList[2]} · 3 parcels · 12.5 kg`, 15, { fill: p.muted })
		g += rect(W - X0 - 200, y + 78, 160, 34, '#dcfce7', 17) + T(c, W - X0 - 120, y + 100, portal ? 'On schedule' : 'Out for delivery', 14, { w: 700, fill: '#166534', a: 'middle' })
		g += timeline(c, X0 + 60, y + 170, CW - 120, stepsList, 2)
		const mx = X0 + 40
		g += mapView(c, mx, y + 280, CW - 80, 170, { pins: [{ x: mx + 80, y: y + 380 }, { x: mx + (CW - 80) * 0.55, y: y + 330, active: true }, { x: mx + CW - 160, y: y + 360 }], route: true, water: false })
		return g
	})
	const network: Block = block(600, (y) => {
		const { p, rng } = c
		let g = heading(c, X0, y + 70, portal ? 'Carriers connected' : `${cityList.length * 2 + 3} branches across two states`, { eyebrow: 'Network', width: 440 }).svg
		g += para(c, X0, y + 190, portal ? 'Status updates flow in from carrier APIs and ELD providers every few minutes, so your team stops calling for check-ins.' : 'Book at any branch and track door to door. Manifests move branch to branch overnight.', 420, 17, { fill: p.muted }, 4).svg
		cityList.slice(0, 4).forEach((ct, i) => (g += icon('pin', X0, y + 330 + i * 44, 22, p.primary) + T(c, X0 + 34, y + 348 + i * 44, `${ct} · ${['Main hub', 'Branch', 'Branch', 'Branch'][i]}`, 16, { w: 600 })))
		const mx = X0 + 480
		const pins = cityList.map(() => ({ x: mx + 40 + rng.range(0, CW - 560), y: y + 120 + rng.range(0, 380) }))
		g += mapView(c, mx, y + 80, CW - 480, 460, { pins, water: false })
		g += `<path d="${pins.map((pt, i) => `${i ? 'L' : 'M'}${n(pt.x)} ${n(pt.y - 24)}`).join('')}" fill="none" stroke="${p.accent}" stroke-width="3" stroke-dasharray="10 8"/>`
		return g
	})
	const rate: Block = contactForm(c, { title: 'Get a rate in seconds', text: 'Door-to-door prices by weight and distance. Book a pick-up from the same form.', fields: portal ? [['Origin ZIP', '75201'], ['Destination ZIP', '73102'], ['Equipment', 'Dry van 53′'], ['Weight', '42,000 lb'], ['Pick-up date', 'Mon 14 Apr'], ['Commodity', 'Packaged food']] : [['From PIN', '380009'], ['To PIN', '313001'], ['Weight', '12.5 kg'], ['Parcels', '3'], ['Pick-up', 'Tomorrow, 10–1'], ['Service', 'Express']], button: portal ? 'Get quote' : 'Calculate rate', aside: [['phone', phone(c)], ['mail', `book@${c.item.domain}`]] })
	const shipments = table(c, {
		title: 'Your shipments',
		eyebrow: 'Customer portal',
		cols: [{ label: portal ? 'Load' : 'Consignment', w: 170 }, { label: 'Lane', w: 300 }, { label: 'Carrier', w: 170 }, { label: 'ETA', w: 150 }, { label: 'Status', w: 170, align: 'end' }],
		rows: Array.from({ length: 5 }, (_, i) => [portal ? `FP-22${91 + i}-0${387 + i * 7}` : `CL 44${71 + i} 29${83 + i}`, `${cityList[i % 6]} → ${cityList[(i + 2) % 6]}`, portal ? ['Lone Star Freight', 'Red River Haul', 'Panhandle Lines', 'Bluebird Carriers', 'Gulf Transport'][i]! : 'Cityline', ['Today 4 PM', 'Tomorrow', 'Today 6 PM', 'Delivered', 'Thu'][i]!, ['!good:On time', '!warn:Delayed', '!good:On time', '!neutral:Delivered', '!bad:Exception'][i]!]),
	})
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'band', bg: 'primary', eyebrow: portal ? 'Real-time freight visibility' : 'Courier across Gujarat and Rajasthan', title: portal ? 'Every load, live, in one portal' : 'Send it today, track it all the way', panel: track, h: 540, visual: 'truck' },
		{ layout: 'split', bg: 'soft', eyebrow: portal ? 'For shippers' : 'Same-day pick-up', title: portal ? 'Know where every load is, without calling' : 'Parcels delivered, branch to door', sub: portal ? 'Status from carrier APIs and ELDs, exception alerts and documents in one place.' : 'Book at any branch or online, then track every step.', ctas: [portal ? 'Request access' : 'Book a pick-up', 'Track'], visual: portal ? 'warehouse' : 'truck', h: 620 },
	] as Page['hero'][])
	return {
		nav: { style: 'utility', menu: portal ? ['Platform', 'Carriers', 'Pricing', 'Support'] : ['Track', 'Book a pick-up', 'Services', 'Branches', 'Business'], cta: portal ? 'Log in' : 'Book now', util: [portal ? 'Shipper support 24/7' : `Helpline ${phone(c)}`, portal ? 'Status: all systems normal' : 'Pick-ups until 7 PM'] },
		hero: heroSpec,
		blocks: [trackCard, ...rotate(c, [portal ? shipments : features(c, { title: 'Services', items: [['box', 'Express parcels', 'Next-day between major cities.'], ['truck', 'Part truckload', 'Cartons and pallets on fixed lanes.'], ['briefcase', 'Business accounts', 'Monthly billing and bulk booking.'], ['file', 'Cash on delivery', 'Collected and paid out weekly.']], cols: 4 }), network, rate], v), stats(c, portal ? [['1,900', 'Carriers'], ['4 min', 'Status refresh'], ['-62%', 'Check-in calls'], ['99.9%', 'Uptime']] : [['15', 'Branches'], ['2.4 lakh', 'Parcels a month'], ['98%', 'On-time delivery'], ['7 PM', 'Last pick-up']], 'dark')],
		footer: 'dark',
		cols: [
			['Ship', ['Track', 'Rates', 'Book a pick-up']],
			['Company', ['About', 'Branches', 'Careers']],
			['Support', [phone(c), `help@${c.item.domain}`]],
		],
		tagline: portal ? 'Freight visibility for shippers and brokers.' : 'Regional courier with tracking at every step.',
		fillers: [logos(c, 'Shipping for', ['Arvind Foods', 'Kanoria', 'Pioneer', 'Sahyog', 'Monarch'])],
	}
}

// -------------------------------------------------------------------- solar

export function solarPage(c: Ctx): Page {
	const calc = {
		w: 470,
		h: 560,
		draw: (x: number, y: number) => {
			const { p } = c
			let g = rect(x + 6, y + 12, 470, 560, '#000000', c.r, 'fill-opacity=".1"') + rect(x, y, 470, 560, p.surface, c.r, `stroke="${p.line}"`)
			g += T(c, x + 30, y + 50, 'Estimate your savings', 22, { f: 'h' })
			g += field(c, x + 30, y + 76, 410, 'ZIP code', '78704', { icon: 'pin' })
			g += T(c, x + 30, y + 176, 'Average monthly electric bill', 14, { w: 600, fill: p.muted }) + T(c, x + 440, y + 176, '$180', 18, { w: 800, a: 'end' })
			g += rect(x + 30, y + 196, 410, 8, p.soft, 4) + rect(x + 30, y + 196, 230, 8, p.primary, 4) + circle(x + 260, y + 200, 13, p.surface, `stroke="${p.primary}" stroke-width="4"`)
			g += T(c, x + 30, y + 250, 'Roof faces', 14, { w: 600, fill: p.muted }) + chipLine(c, x + 30, y + 264, ['South', 'West', 'East', 'Flat'], x + 440, 14)
			g += rect(x + 30, y + 330, 410, 150, p.soft, 12)
			g += T(c, x + 54, y + 366, 'Estimated savings', 14, { fill: p.muted }) + T(c, x + 54, y + 412, '$1,240 / year', 34, { f: 'h', fill: p.primary })
			g += T(c, x + 54, y + 446, '7.2 kW system · 18 panels · 30% tax credit', 14, { fill: p.muted })
			g += rect(x + 30, y + 496, 410, 48, p.accent, Math.min(c.br, 12)) + T(c, x + 235, y + 527, 'Get my proposal', 17, { w: 700, fill: p.onAccent, a: 'middle' })
			return g
		},
	}
	const savings: Block = block(560, (y) => {
		const { p, rng } = c
		let g = heading(c, X0, y + 70, 'Your 25-year savings', { eyebrow: 'Proposal preview', width: 420 }).svg
		g += para(c, X0, y + 190, 'Every proposal combines your roof measurements, your utility’s tariff and current incentives into one branded PDF.', 400, 17, { fill: p.muted }, 4).svg
		;[['Payback', '7.8 years'], ['Lifetime savings', '$38,400'], ['CO₂ avoided', '142 tonnes']].forEach(([l, val], i) => (g += T(c, X0, y + 340 + i * 56, l!, 15, { fill: p.muted }) + T(c, X0 + 400, y + 340 + i * 56, val!, 20, { f: 'h', a: 'end' })))
		g += rect(X0 + 480, y + 80, CW - 480, 440, p.surface, c.r, `stroke="${p.line}"`)
		const vals = Array.from({ length: 12 }, (_, i) => -9000 + i * 4100 + rng.range(-400, 400))
		const bx = X0 + 520
		const bw = CW - 560
		const zero = y + 360
		vals.forEach((val, i) => {
			const h = Math.abs(val) / 160
			g += rect(bx + i * (bw / 12) + 6, val < 0 ? zero : zero - h, bw / 12 - 12, h, val < 0 ? '#f87171' : p.primary, 3)
		})
		g += rect(bx, zero, bw, 1, p.ink) + T(c, bx, y + 120, 'Cumulative savings by year', 16, { w: 700 }) + T(c, bx + bw, y + 500, 'Year 12', 12, { fill: p.muted, a: 'end' }) + T(c, bx, y + 500, 'Year 1', 12, { fill: p.muted })
		return g
	})
	return {
		nav: { style: 'bar', menu: ['How it works', 'Incentives', 'Reviews', 'For installers'], cta: 'Free estimate' },
		hero: { layout: 'split', bg: 'soft', eyebrow: 'Texas homeowners', title: 'See what solar saves you, in one minute', sub: 'A real proposal from your roof and your utility rates. No sales call unless you want one.', ctas: ['Start my estimate', 'How it works'], panel: calc, h: 680 },
		blocks: [steps(c, { title: 'From estimate to installation', items: [['Estimate', 'Enter your ZIP and bill'], ['Proposal', 'Roof measured from satellite'], ['Site visit', 'An installer confirms details'], ['Install', 'Usually within six weeks']] }), savings, ...rotate(c, [features(c, { title: 'Incentives we include', items: [['tag', 'Federal tax credit', '30% of system cost, claimed on your return.'], ['bolt', 'Utility buyback', 'Credits for power you send to the grid.'], ['home', 'Property tax exemption', 'Solar adds value without raising taxes.']], cols: 3, style: 'left', bg: c.p.soft }), reviews(c, { title: 'Homeowners say', score: '4.9 · 860 reviews', items: [['The estimate was within two per cent of the final proposal.', shortNames(c, 1)[0]!, 'Austin, TX'], ['No pushy calls. Just numbers that made sense.', shortNames(c, 2)[1]!, 'San Marcos, TX'], ['Installed in five weeks, bill down to $14.', shortNames(c, 3)[2]!, 'Round Rock, TX']] })])],
		footer: 'dark',
		cols: [
			['Solar', ['Estimate', 'Incentives', 'Financing']],
			['Company', ['About', 'Installers', 'Careers']],
			['Help', ['FAQ', 'Contact', phone(c)]],
		],
		tagline: 'Honest solar estimates for Texas homes.',
		fillers: [faq(c, 'Questions', ['Does the estimate cost anything?', 'Will you sell my details?'], 'No. The estimate is free and your details go only to the installer you choose.')],
	}
}

// --------------------------------------------------------------------- jobs

export function jobsPage(c: Ctx): Page {
	const search = searchPanel(c, [['What', 'Forklift, warehouse, assembly…', 'search'], ['Where', `${c.place ?? 'Houston'}, TX`, 'pin']], 'Find jobs', { w: 1080, weights: [1.4, 1] })
	const jobs: [string, string, string, string[]][] = [
		['Forklift Operator', 'North Houston · Warehouse', '$19–21/hr', ['Night shift', 'Temp-to-hire']],
		['Assembly Technician', 'Pasadena · Manufacturing', '$17–18/hr', ['Day shift', 'Weekly pay']],
		['Shipping & Receiving Clerk', 'Katy · Distribution', '$18/hr', ['Day shift', 'Direct hire']],
		['Machine Operator', 'Baytown · Plastics', '$20/hr', ['2nd shift', 'Overtime']],
		['General Labor', 'Stafford · Food production', '$16/hr', ['Weekend', 'Start Monday']],
	]
	const list: Block = block(820, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, 'Shifts hiring now', { eyebrow: '312 open jobs' }).svg
		const fx = X0
		g += rect(fx, y + 170, 270, 600, p.soft, c.r) + T(c, fx + 24, y + 210, 'Filters', 18, { w: 700 })
		;[['Shift', ['Day', 'Night', 'Weekend']], ['Job type', ['Temp-to-hire', 'Direct hire', 'Temporary']], ['Pay', ['$15+', '$18+', '$20+']]].forEach(([title, opts], i) => {
			const ty = y + 250 + i * 170
			g += T(c, fx + 24, ty, title as string, 14, { w: 700, fill: p.muted, up: true, ls: 1 })
			;(opts as string[]).forEach((o, k) => (g += rect(fx + 24, ty + 18 + k * 40, 20, 20, k === 0 ? p.primary : p.surface, 5, k === 0 ? '' : `stroke="${p.line}" stroke-width="1.5"`) + (k === 0 ? `<path d="M${fx + 28} ${ty + 28}l4 4 8-8" stroke="#fff" stroke-width="2.5" fill="none"/>` : '') + T(c, fx + 56, ty + 34 + k * 40, o, 15)))
		})
		const lx = fx + 300
		const lw = CW - 300
		jobs.forEach(([t, where, pay, tags], i) => {
			const ty = y + 170 + i * 122
			g += rect(lx, ty, lw, 108, p.surface, c.r, `stroke="${i === 0 ? p.primary : p.line}"${i === 0 ? ' stroke-width="2"' : ''}`)
			g += T(c, lx + 28, ty + 38, t, 20, { w: 700 }) + T(c, lx + 28, ty + 64, where, 15, { fill: p.muted })
			let tx = lx + 28
			tags.forEach((tag) => {
				const ch = chip(c, tx, ty + 74, tag, false, 12)
				g += ch.svg
				tx += ch.w + 8
			})
			g += T(c, lx + lw - 170, ty + 44, pay, 20, { f: 'h', fill: p.primary, a: 'end' }) + btn(c, lx + lw - 24, ty + 26, 'Apply', i === 0 ? 'p' : 'soft', 15, 'end')
		})
		return g
	})
	return {
		nav: { style: 'bar', menu: ['Find jobs', 'For employers', 'Locations', 'About'], cta: 'Upload your resume' },
		hero: { layout: 'band', bg: 'primary', visual: 'warehouse', eyebrow: 'Light industrial staffing', title: line(c, ['Your next shift starts here', 'Work this week in {place}', 'Find a shift that fits your life']), sub: 'Apply in two minutes, upload documents from your phone and get shift offers by text.', panel: search, h: 560 },
		blocks: [list, ...rotate(c, [steps(c, { title: 'How it works', items: [['Apply', 'Two-minute profile'], ['Upload', 'ID and certificates'], ['Get offers', 'Shifts by text'], ['Get paid', 'Weekly direct deposit']], bg: c.p.soft }), cta(c, { title: 'Need workers this week?', sub: 'Post a shift and get matched candidates within hours.', button: 'Hire with us', style: 'dark' })]), features(c, { title: 'Popular categories', items: [['box', 'Warehouse', '142 jobs'], ['gear', 'Manufacturing', '88 jobs'], ['truck', 'Forklift', '41 jobs'], ['wrench', 'Maintenance', '23 jobs']], cols: 4, style: 'left' })],
		footer: 'dark',
		cols: [
			['Job seekers', ['Find jobs', 'Upload resume', 'Pay & benefits']],
			['Employers', ['Request workers', 'Industries', 'Contact sales']],
			['Company', ['About', 'Offices', street(c)]],
		],
		tagline: 'Matching Houston workers with shifts since 2009.',
		fillers: [stats(c, [['312', 'Open jobs'], ['48 h', 'Average time to hire'], ['1,800', 'Workers placed a month'], ['4.7★', 'Worker rating']], 'plain')],
	}
}

// ------------------------------------------------------------------- market

export function marketPage(c: Ctx): Page {
	const crops = ['Cotton (Shankar-6)', 'Groundnut (bold)', 'Cumin (jeera)', 'Wheat (Lok-1)', 'Castor seed', 'Sesame (white)', 'Bajra', 'Onion (red)']
	const markets = ['Unjha', 'Gondal', 'Rajkot', 'Mehsana', 'Amreli', 'Junagadh', 'Jamnagar', 'Deesa']
	const { rng } = c
	const prices: Block = table(c, {
		title: 'Today’s mandi prices',
		eyebrow: 'Updated 11:40 AM · ₹ per 20 kg',
		cols: [{ label: 'Commodity', w: 260 }, { label: 'Market', w: 170 }, { label: 'Min', w: 120, align: 'end' }, { label: 'Max', w: 120, align: 'end' }, { label: 'Modal', w: 130, align: 'end' }, { label: 'Change', w: 150, align: 'end' }],
		rows: crops.map((crop, i) => {
			const base = [1480, 1290, 4850, 510, 1220, 2310, 440, 310][i]!
			const ch = rng.int(-60, 80)
			return [crop, markets[i]!, `₹${base - rng.int(40, 120)}`, `₹${base + rng.int(40, 160)}`, `₹${base}`, ch >= 0 ? `!good:▲ ₹${ch}` : `!bad:▼ ₹${-ch}`]
		}),
		rowH: 52,
		tools: (x, y) => chipLine(c, x + 560, y + 92, ['All crops', 'Oilseeds', 'Spices', 'Cereals'], W - X0, 14),
	})
	const trend: Block = block(520, (y) => {
		const { p } = c
		let g = rect(0, y, W, 520, p.soft) + heading(c, X0, y + 70, 'Cumin in Unjha, last 30 days', { eyebrow: 'Price trend' }).svg
		g += rect(X0, y + 160, CW * 0.66, 320, p.surface, c.r, `stroke="${p.line}"`) + lineChart(c, X0 + 30, y + 190, CW * 0.66 - 60, 260, [series(rng, 30, 4500, 12, 80), series(rng, 30, 4300, 10, 40)], [p.primary, p.accent], { area: true, dashed: [1] })
		const sx = X0 + CW * 0.66 + 24
		const sw = CW * 0.34 - 24
		g += rect(sx, y + 160, sw, 320, p.primary, c.r) + icon('bell', sx + 28, y + 190, 28, p.onPrimary)
		g += T(c, sx + 28, y + 256, 'Price alerts by SMS', 22, { f: 'h', fill: p.onPrimary }) + para(c, sx + 28, y + 270, 'Get the modal price of your crop at your market every morning at 9.', sw - 56, 15, { fill: p.onPrimary, o: 0.85 }, 3).svg
		g += rect(sx + 28, y + 380, sw - 56, 48, '#ffffff', Math.min(c.br, 10)) + T(c, sx + 44, y + 410, '+91 98XXX XXXXX', 15, { fill: p.muted }) + btn(c, sx + sw - 32, y + 384, 'Subscribe', 'a', 14, 'end')
		return g
	})
	return {
		nav: { style: 'utility', menu: ['Prices', 'Markets', 'Trends', 'SMS alerts', 'About'], util: ['Gujarati | English', 'For farmers and traders · Free'], cta: 'Get SMS alerts' },
		hero: { layout: 'band', bg: 'primary', visual: 'market', eyebrow: 'Wednesday, 12 March', title: 'Daily crop prices from 40 Gujarat markets', sub: 'Reported by market staff each morning. Compare markets before you travel.', panel: searchPanel(c, [['Commodity', 'Cumin (jeera)', 'leaf'], ['Market', 'Unjha APMC', 'pin'], ['Date', 'Today', 'calendar']], 'Show prices', { w: 1080 }), h: 560 },
		blocks: [prices, trend, cards(c, { title: 'Markets we cover', items: markets.slice(0, 4), cols: 4, cardH: 200, card: (x, y, w, h, m, i) => cardFrame(c, x, y, w, h) + icon('pin', x + 22, y + 26, 26, c.p.primary) + T(c, x + 22, y + 96, `${m} APMC`, 20, { f: 'h' }) + T(c, x + 22, y + 126, `${[38, 26, 44, 19][i]} commodities · updated 11:${20 + i * 6}`, 14, { fill: c.p.muted }) + T(c, x + 22, y + 166, 'See prices →', 14, { w: 600, fill: c.p.primary }) })],
		footer: 'dark',
		cols: [
			['Prices', ['Today', 'Markets', 'Trends']],
			['Services', ['SMS alerts', 'Reporters', 'API']],
			['About', ['Contact', 'Data sources']],
		],
		tagline: 'Daily agricultural market prices for Gujarat.',
		fillers: [stats(c, [['40', 'Markets'], ['120', 'Commodities'], ['2.1 lakh', 'SMS subscribers'], ['9 AM', 'Daily update']], 'plain')],
	}
}

// ---------------------------------------------------------------- wholesale

export function wholesalePage(c: Ctx): Page {
	const login = {
		w: 420,
		h: 440,
		draw: (x: number, y: number) => {
			const { p } = c
			let g = rect(x + 6, y + 12, 420, 440, '#000000', c.r, 'fill-opacity=".1"') + rect(x, y, 420, 440, p.surface, c.r, `stroke="${p.line}"`)
			g += T(c, x + 30, y + 50, 'Chemist login', 22, { f: 'h' }) + T(c, x + 30, y + 78, 'Order 24/7 from your shop', 14, { fill: p.muted })
			g += field(c, x + 30, y + 104, 360, 'Chemist code', 'GJ-MEH-0418', { icon: 'user' }) + field(c, x + 30, y + 178, 360, 'Password', '••••••••', { icon: 'lock' })
			g += rect(x + 30, y + 264, 360, 52, p.primary, Math.min(c.br, 12)) + T(c, x + 210, y + 296, 'Log in', 17, { w: 700, fill: p.onPrimary, a: 'middle' })
			g += T(c, x + 210, y + 352, 'New chemist? Register with your drug licence', 14, { fill: p.primary, a: 'middle', w: 600 }) + T(c, x + 210, y + 402, `Order desk ${phone(c)}`, 14, { fill: p.muted, a: 'middle' })
			return g
		},
	}
	const order = table(c, {
		title: 'Quick order',
		eyebrow: 'Catalogue · 6,400 products',
		cols: [{ label: 'Product', w: 270 }, { label: 'Pack', w: 110 }, { label: 'Batch', w: 120 }, { label: 'Expiry', w: 110 }, { label: 'PTR', w: 110, align: 'end' }, { label: 'Scheme', w: 140, align: 'middle' }, { label: 'Qty', w: 100, align: 'end' }],
		rows: [
			['Paracetamol 650 mg', '15 tabs', 'PC24118', '08/2027', '₹18.40', '!good:10+1', '40'],
			['Amoxicillin 500 mg', '10 caps', 'AX24071', '03/2026', '₹62.10', '!neutral:—', '20'],
			['Cetirizine 10 mg', '10 tabs', 'CZ24202', '11/2026', '₹14.75', '!good:5+1', '30'],
			['ORS sachet, orange', '21 g', 'OR24055', '06/2026', '₹19.00', '!info:Bulk 5%', '100'],
			['Metformin 500 mg SR', '15 tabs', 'MF24133', '01/2027', '₹21.30', '!neutral:—', '25'],
			['Vitamin D3 60K', '4 caps', 'VD24019', '09/2026', '₹98.00', '!good:10+2', '12'],
		],
		rowH: 54,
	})
	return {
		nav: { style: 'utility', menu: ['Catalogue', 'Schemes', 'Orders', 'Accounts', 'Support'], util: [`Order desk ${phone(c)}`, 'Dispatch twice daily · Mehsana, Patan, Palanpur'], cta: 'Log in' },
		hero: { layout: 'split', bg: 'soft', eyebrow: 'For chemists in north Gujarat', title: 'Order medicines in minutes, not phone calls', sub: 'Batch and expiry on every line, scheme pricing applied automatically, invoices straight into Tally.', ctas: ['Register your shop', 'See schemes'], panel: login, h: 620 },
		blocks: [order, features(c, { title: 'Built for the way you order', items: [['file', 'Batch & expiry tracking', 'Know exactly what arrives on your shelf.'], ['tag', 'Schemes applied', 'Free quantity and discounts calculated for you.'], ['chart', 'Tally export', 'Invoices in your accounts without retyping.'], ['truck', 'Twice-daily dispatch', 'Order by 1 PM for same-day delivery.']], cols: 4 }), stats(c, [['400+', 'Chemists'], ['6,400', 'Products'], ['-71%', 'Order errors'], ['2×', 'Daily dispatch']], 'band')],
		footer: 'dark',
		cols: [
			['Order', ['Catalogue', 'Schemes', 'Returns']],
			['Company', ['About', 'Divisions', 'Careers']],
			['Contact', [phone(c), street(c)]],
		],
		tagline: 'Pharmaceutical distribution across north Gujarat.',
		fillers: [cta(c, { title: 'Not ordering online yet?', sub: 'Registration takes five minutes with your drug licence.', button: 'Register now' })],
	}
}
