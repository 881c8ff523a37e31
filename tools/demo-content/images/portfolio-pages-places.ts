/**
 * Archetypes about places and making things: real estate (listings and a
 * map search), interior and kitchen studios (project galleries, a kitchen
 * configurator), industrial firms (capabilities, projects, a quote form with
 * drawing upload) and wedding planners (venues, services, a guest dashboard).
 */
import { icon } from './icons.ts'
import { circle, rect } from './lib.ts'
import { type Block, block, cardFrame, cards, contactForm, cta, features, gallery, logos, quote, reviews, stats, steps, team } from './portfolio-blocks.ts'
import { type Page, areas, has, line, names, phone, pickV, rotate, street } from './portfolio-copy.ts'
import { CW, type Ctx, W, X0, btn, donut, field, fit, grad, heading, mapView, money, para, T, tw } from './portfolio-kit.ts'
import { type PhotoKind, photo } from './portfolio-photos.ts'
import { chipLine, priceTag, searchPanel } from './portfolio-widgets.ts'

// --------------------------------------------------------------- real estate

export function realEstatePage(c: Ctx): Page {
	const green = has(c, /energy|efficient/)
	const spots = areas(c, 6)
	const v = c.item.variant
	const listings: [string, number, string, string][] = spots.slice(0, 3).map((a, i) => [`${[2418, 907, 5120][i]} ${['Oak Ridge Dr', 'Pecan Ave', 'Mesa Vista Ln'][i]}, ${a}`, [649000, 489000, 825000][i]!, ['3 bd · 2 ba · 1,840 sq ft', '2 bd · 2 ba · 1,210 sq ft', '4 bd · 3 ba · 2,760 sq ft'][i]!, ['New listing', 'Open house Sat', 'Price reduced'][i]!])
	const search = searchPanel(c, [['Location', `${spots[0]}, Austin`, 'pin'], ['Property type', 'House', 'home'], ['Price', '$400k – $800k', 'tag'], ['Beds', '3+', 'bed']], 'Search', { w: 1080, tabs: ['Buy', 'Rent', 'Sell'], weights: [1.4, 1, 1, 0.7] })
	const mapList = (x: number, y: number, w: number, h: number) => {
		const pins = listings.map((l, i) => ({ x: x + w * (0.25 + i * 0.25), y: y + h * (0.35 + (i % 2) * 0.3), label: `$${Math.round(l[1] / 1000)}k`, active: i === 0 }))
		pins.push({ x: x + w * 0.8, y: y + h * 0.75, label: '$572k', active: false }, { x: x + w * 0.15, y: y + h * 0.8, label: '$698k', active: false })
		return mapView(c, x, y, w, h, { pins })
	}
	const title = line(c, green ? ['Energy-efficient homes in {place}', 'Homes that cost less to live in', 'Find a greener home'] : ['Find the place you’ll call home', 'Homes for sale and rent near you', 'Your next address starts here'])
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'image', visual: 'house', eyebrow: green ? 'Energy Star and solar-ready listings' : 'Search 4,200 homes', title, sub: 'Map search, saved searches and neighbourhood guides written by local agents.', h: 700, align: 'center', panel: search },
		{ layout: 'split', bg: 'plain', visual: mapList, eyebrow: 'Map search', title, sub: 'Draw your area, set your budget and get an alert the day a home lists.', ctas: ['Search the map', 'Save a search'], h: 640 },
	] as Page['hero'][])
	const listingCards = cards(c, {
		title: green ? 'Featured efficient homes' : 'Featured listings',
		eyebrow: 'For sale',
		link: 'See all 214',
		items: listings,
		cols: 3,
		cardH: 430,
		card: (x, y, w, h, [addr, price, meta, badge], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, { kind: 'house', o: { dusk: i === 1 } }, 240)
			g += rect(x + 14, y + 14, tw(c, badge, 12, { w: 700 }) + 24, 28, '#ffffff', 14) + T(c, x + 26, y + 33, badge, 12, { w: 700, fill: p.ink })
			if (green) g += rect(x + w - 120, y + 14, 106, 28, '#16a34a', 14) + icon('leaf', x + w - 110, y + 19, 18, '#ffffff') + T(c, x + w - 86, y + 33, 'HERS 42', 12, { w: 700, fill: '#ffffff' })
			g += T(c, x + 22, y + 284, money(c, price), 26, { f: 'h' }) + T(c, x + 22, y + 312, meta, 15, { w: 600 })
			g += T(c, x + 22, y + 340, addr, fit(c, addr, w - 44, 14, 10), { fill: p.muted })
			g += rect(x + 22, y + 364, w - 44, 1, p.line) + T(c, x + 22, y + 398, green ? 'Est. energy bill $61/mo' : 'Listed 3 days ago', 13, { fill: green ? '#15803d' : p.muted, w: 600 }) + icon('heart', x + w - 46, y + 380, 22, p.muted)
			return g
		},
	})
	const mapBlock: Block = block(640, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, 'Search on the map', { eyebrow: 'Explore' }).svg
		g += chipLine(c, X0, y + 150, ['Any price', '3+ beds', 'Garage', 'Pool', green ? 'Solar' : 'New build'], X0 + 560, 13)
		listings.forEach(([addr, price, meta], i) => {
			const ty = y + 210 + i * 130
			g += rect(X0, ty, 400, 116, p.surface, c.r, `stroke="${i === 0 ? p.primary : p.line}"`) + photo(c, 'house', X0 + 10, ty + 10, 120, 96, { r: Math.max(0, c.r - 4) })
			g += T(c, X0 + 146, ty + 40, money(c, price), 20, { f: 'h' }) + T(c, X0 + 146, ty + 66, meta, 13, { w: 600 }) + T(c, X0 + 146, ty + 90, addr, fit(c, addr, 240, 12, 9), { fill: p.muted })
		})
		g += mapList(X0 + 430, y + 150, CW - 430, 470)
		return g
	})
	const guides = cards(c, {
		title: 'Neighbourhood guides',
		eyebrow: 'Local knowledge',
		items: spots.slice(0, 3),
		cols: 3,
		cardH: 300,
		card: (x, y, w, h, a, i) => cardFrame(c, x, y, w, h, (['city', 'house', 'field'] as PhotoKind[])[i]!, 170) + T(c, x + 22, y + 210, a, 22, { f: 'h' }) + T(c, x + 22, y + 238, `Median ${money(c, [612000, 548000, 701000][i]!)} · ${[12, 9, 15][i]} min to downtown`, fit(c, `Median $612,000 · 12 min to downtown`, w - 44, 14, 10), { fill: c.p.muted }) + T(c, x + 22, y + 272, 'Read the guide →', 14, { w: 600, fill: c.p.primary }),
	})
	const mortgage: Block = block(460, (y) => {
		const { p } = c
		let g = rect(0, y, W, 460, p.soft) + heading(c, X0, y + 80, 'What can I afford?', { eyebrow: 'Mortgage calculator', width: 420 }).svg
		g += para(c, X0, y + 190, 'A quick estimate with today’s average rates. Your agent can connect you with local lenders.', 400, 17, { fill: p.muted }, 3).svg
		const fx = X0 + 480
		g += rect(fx, y + 60, CW - 480, 340, p.surface, c.r, `stroke="${p.line}"`)
		g += field(c, fx + 30, y + 90, 250, 'Home price', '$649,000') + field(c, fx + 300, y + 90, 250, 'Down payment', '20% · $129,800') + field(c, fx + 30, y + 166, 250, 'Interest rate', '6.4%') + field(c, fx + 300, y + 166, 250, 'Term', '30 years', { select: true })
		g += donut(fx + 110, y + 320, 52, [0.72, 0.18], [p.primary, p.accent], 20, p.soft) + T(c, fx + 190, y + 310, 'Estimated payment', 14, { fill: p.muted }) + T(c, fx + 190, y + 348, '$3,912 / month', 30, { f: 'h' })
		return g
	})
	const agents = team(c, { title: 'Talk to a local agent', eyebrow: 'Agents', people: names(c, 4).map((nm, i) => [nm, ['Broker · 18 years', 'Buyer specialist', 'Listing agent', 'Relocation expert'][i]!] as [string, string]) })
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : 'bar', menu: ['Buy', 'Rent', 'Sell', 'Neighbourhoods', 'Agents'], cta: 'List your home', icons: ['heart'] },
		hero: heroSpec,
		blocks: [heroSpec.layout === 'image' ? listingCards : mapBlock, ...rotate(c, [heroSpec.layout === 'image' ? mapBlock : listingCards, guides, mortgage, agents], v)],
		footer: 'dark',
		cols: [
			['Search', ['Buy', 'Rent', 'New homes', 'Open houses']],
			['Sell', ['Home value', 'List with us', 'Agents']],
			['Company', ['About', 'Careers', phone(c)]],
		],
		tagline: green ? 'Energy-efficient homes and the agents who know them.' : 'Homes for sale and rent, with agents who live here.',
		fillers: [cta(c, { title: 'What is your home worth?', sub: 'A free estimate from a local agent within 24 hours.', button: 'Get my estimate' })],
	}
}

// ------------------------------------------------------------------- studio

export function studioPage(c: Ctx): Page {
	const kitchen = has(c, /kitchen/)
	const v = c.item.variant
	const projects: [string, string, PhotoKind][] = kitchen
		? [['Bodakdev residence', 'L-shape · Walnut and sage', 'kitchen'], ['Satellite apartment', 'Parallel · Matte white', 'kitchen'], ['Thaltej bungalow', 'Island · Charcoal oak', 'kitchen'], ['Prahlad Nagar flat', 'U-shape · Terracotta', 'kitchen']]
		: [['Barton Hills residence', 'Whole-home renovation', 'interior'], ['Mueller bungalow', 'Living and dining', 'interior'], ['Zilker kitchen', 'Kitchen and pantry', 'kitchen'], ['Tarrytown guest suite', 'Bedroom and bath', 'room']]
	const configurator = {
		w: 1080,
		h: 560,
		draw: (x: number, y: number) => {
			const { p } = c
			let g = rect(x, y, 1080, 560, p.surface, c.r, `stroke="${p.line}"`)
			g += photo(c, 'kitchen', x + 420, y + 20, 640, 420, { tone: '#6b7f6a' })
			g += T(c, x + 30, y + 52, '1. Layout', 15, { w: 700, fill: p.muted })
			;['L-shape', 'U-shape', 'Parallel', 'Island'].forEach((l, i) => {
				const bx = x + 30 + (i % 2) * 180
				const by = y + 70 + Math.floor(i / 2) * 76
				const on = i === 0
				g += rect(bx, by, 168, 64, on ? p.soft : p.surface, Math.min(c.br, 10), `stroke="${on ? p.primary : p.line}"${on ? ' stroke-width="2"' : ''}`)
				const shapes = [`M${bx + 16} ${by + 16}h6v32h24v6h-30z`, `M${bx + 16} ${by + 16}h6v32h24v-32h6v38h-36z`, `M${bx + 16} ${by + 16}h30v6h-30zM${bx + 16} ${by + 42}h30v6h-30z`, `M${bx + 16} ${by + 16}h30v6h-30zM${bx + 22} ${by + 34}h18v14h-18z`]
				g += `<path d="${shapes[i]}" fill="${on ? p.primary : p.muted}"/>` + T(c, bx + 60, by + 38, l, 15, { w: on ? 700 : 500 })
			})
			g += T(c, x + 30, y + 250, '2. Finish', 15, { w: 700, fill: p.muted })
			;['#6b7f6a', '#e8e2d6', '#1f2937', '#b08968', '#355c7d'].forEach((col, i) => (g += circle(x + 52 + i * 56, y + 290, 20, col, i === 0 ? `stroke="${p.primary}" stroke-width="4"` : 'stroke="#00000022"')))
			g += T(c, x + 30, y + 350, '3. Appliances', 15, { w: 700, fill: p.muted })
			;['Built-in hob and chimney', 'Dishwasher', 'Tall pantry unit'].forEach((a, i) => (g += rect(x + 30, y + 366 + i * 34, 20, 20, i < 2 ? p.primary : p.surface, 5, i < 2 ? '' : `stroke="${p.line}" stroke-width="1.5"`) + (i < 2 ? `<path d="M${x + 34} ${y + 376 + i * 34}l4 4 8-8" stroke="#fff" stroke-width="2.5" fill="none"/>` : '') + T(c, x + 62, y + 382 + i * 34, a, 15)))
			g += rect(x + 420, y + 460, 640, 80, p.soft, Math.min(c.r, 12)) + T(c, x + 444, y + 492, 'Instant estimate', 14, { fill: p.muted }) + T(c, x + 444, y + 524, `${money(c, 385000)} – ${money(c, 440000)}`, 26, { f: 'h' })
			g += btn(c, x + 1040, y + 476, 'Book a design visit', 'p', 16, 'end')
			return g
		},
	}
	const title = kitchen ? 'Design your modular kitchen in five minutes' : pickV(c, ['Homes that feel like the people who live in them', 'Interiors, thoughtfully made', 'Rooms with a story'])
	const heroSpec: Page['hero'] = kitchen
		? { layout: 'band', bg: 'soft', eyebrow: 'Kitchen configurator', title, sub: 'Pick a layout, choose finishes and appliances, and see a price before anyone visits.', panel: configurator, h: 820 }
		: pickV(c, [
				{ layout: 'image', visual: 'interior', eyebrow: `Interior design · ${c.place ?? 'Studio'}`, title, sub: 'Residential design from first sketch to the last cushion.', ctas: ['View projects', 'Start a project'], h: 700, align: 'left' },
				{ layout: 'split', bg: 'plain', visual: 'interior', eyebrow: 'Residential interiors', title, sub: 'Residential design from first sketch to the last cushion.', ctas: ['Our work', 'Enquire'], h: 680, flip: true },
			] as Page['hero'][])
	const work: Block = block(900, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, kitchen ? 'Recent kitchens' : 'Selected projects', { eyebrow: 'Portfolio' }).svg + T(c, W - X0, y + 130, 'All projects →', 16, { w: 600, fill: p.primary, a: 'end' })
		const big = (CW - 24) * 0.58
		const small = CW - 24 - big
		const boxes: [number, number, number, number][] = [
			[X0, y + 170, big, 420],
			[X0 + big + 24, y + 170, small, 300],
			[X0, y + 620, big * 0.48, 240],
			[X0 + big * 0.48 + 24, y + 620, CW - big * 0.48 - 24, 240],
		]
		boxes.forEach(([x, by, w, h], i) => {
			const [name, meta, kindPic] = projects[i]!
			g += photo(c, kindPic, x, by, w, h, { tone: ['#b07d62', '#6b7f6a', '#3f5a6e', '#c9b79c'][i] })
			g += rect(x, by + h - 70, w, 70, grad(c, ['#000000@0', '#000000@0.6']), 0) + T(c, x + 20, by + h - 38, name, 20, { f: 'h', fill: '#ffffff' }) + T(c, x + 20, by + h - 16, meta, 13, { fill: '#ffffffcc' })
		})
		g += T(c, X0 + big + 24, y + 520, kitchen ? 'Every kitchen is made in our Ahmedabad workshop and installed in 21 days.' : 'We design for the way you live now, and for the next ten years.', 18, { f: 'h', w: 400 })
		return g
	})
	const beforeAfter: Block = block(620, (y) => {
		const { p } = c
		let g = rect(0, y, W, 620, p.soft) + heading(c, W / 2, y + 80, 'Before and after', { eyebrow: 'Transformations', a: 'middle' }).svg
		const x = X0 + 60
		const w = CW - 120
		g += photo(c, kitchen ? 'kitchen' : 'interior', x, y + 170, w, 400, { tone: kitchen ? '#e8e2d6' : '#c9b79c' })
		// the "before" half: the same room, greyed and dim
		g += rect(x, y + 170, w * 0.5, 400, '#8a8580', 0, 'fill-opacity=".72"')
		g += rect(x + w * 0.5 - 2, y + 170, 4, 400, '#ffffff') + circle(x + w * 0.5, y + 370, 24, '#ffffff') + icon('arrow', x + w * 0.5 - 2, y + 360, 20, p.ink) + `<path d="M${x + w * 0.5 - 6} ${y + 362}l-8 8 8 8" stroke="${p.ink}" stroke-width="2" fill="none"/>`
		g += rect(x + 20, y + 190, 86, 30, '#000000aa', 15) + T(c, x + 63, y + 210, 'BEFORE', 12, { w: 700, ls: 1.5, fill: '#ffffff', a: 'middle' }) + rect(x + w - 106, y + 190, 86, 30, '#000000aa', 15) + T(c, x + w - 63, y + 210, 'AFTER', 12, { w: 700, ls: 1.5, fill: '#ffffff', a: 'middle' })
		return g
	})
	const process = steps(c, { title: 'How we work', eyebrow: 'Process', items: kitchen ? [['Configure', 'Layout, finish, estimate'], ['Visit', 'We measure your space'], ['Make', 'Built in our workshop'], ['Install', 'Fitted in 21 days']] : [['Consult', 'A walk through your home'], ['Concept', 'Mood boards and plans'], ['Build', 'We manage the trades'], ['Reveal', 'Styled and ready to live in']] })
	return {
		nav: { style: kitchen ? 'bar' : heroSpec.layout === 'image' ? 'overlay' : 'split', menu: kitchen ? ['Configurator', 'Kitchens', 'Finishes', 'Studio', 'Contact'] : ['Projects', 'Services', 'Studio', 'Journal', 'Contact'], cta: kitchen ? 'Book a visit' : undefined },
		hero: heroSpec,
		blocks: [work, ...rotate(c, [beforeAfter, process, quote(c, { text: kitchen ? 'We changed the finish three times in the configurator. The price updated every time, and the final bill matched.' : 'They listened more than they talked, and the house finally feels like ours.', name: names(c, 1)[0]!, role: kitchen ? 'Homeowner, Bodakdev' : 'Client, Barton Hills', seed: 6 + v, style: 'plain' })], v), logos(c, 'As featured in', ['Dwell Well', 'Casa Journal', 'Interiors Today', 'Studio & Home'])],
		footer: pickV(c, ['light', 'dark'] as const),
		cols: [
			['Studio', ['About', 'Team', 'Careers']],
			['Work', ['Projects', 'Services', 'Journal']],
			['Visit', [street(c), phone(c)]],
		],
		tagline: kitchen ? 'Modular kitchens designed and made in Ahmedabad.' : 'Residential interior design studio.',
		fillers: [cta(c, { title: 'Start your project', sub: 'Tell us about your space and timeline.', button: 'Enquire', style: 'soft' })],
	}
}

// --------------------------------------------------------------- industrial

export function industrialPage(c: Ctx): Page {
	const textile = has(c, /textile|mill|weav|spinning|yarn/)
	const v = c.item.variant
	const caps: [string, string, string][] = textile
		? [
				['layers', 'Spinning', 'Ring-spun and open-end yarns, 20s to 60s count.'],
				['grid', 'Weaving', '220 air-jet looms running three shifts.'],
				['drop', 'Dyeing & printing', 'Reactive and pigment, colour-matched in the lab.'],
				['spark', 'Finishing', 'Mercerising, sanforising and peach finish.'],
				['check', 'Quality lab', 'Shrinkage, GSM and fastness on every lot.'],
				['box', 'Export packing', 'Rolls and bales labelled to buyer specs.'],
			]
		: [
				['bolt', 'Laser & plasma cutting', 'Plate up to 1 inch, nested for less waste.'],
				['layers', 'CNC press brake', '12-foot bends to tight tolerances.'],
				['spark', 'MIG & TIG welding', 'AWS-certified welders in the shop and field.'],
				['home', 'Structural steel', 'Beams, columns and stairs for commercial builds.'],
				['drop', 'Powder coating', 'In-house booth, RAL colours on request.'],
				['truck', 'Delivery & install', 'Our own trucks and erection crews.'],
			]
	const scene: PhotoKind = textile ? 'textile' : 'factory'
	const title = textile ? 'Fabric from fibre to finished roll' : line(c, ['Steel, cut and welded to your drawings', 'Structural and custom fabrication in {place}', 'Built strong. Delivered on time.'])
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'image', visual: scene, eyebrow: textile ? 'Integrated textile mill since 1978' : 'Structural & custom metal fabrication', title, sub: textile ? 'Spinning, weaving, dyeing and finishing under one roof for domestic and export buyers.' : 'Upload your drawings, choose materials and track every quote online.', ctas: [textile ? 'Send an enquiry' : 'Request a quote', 'Capabilities'], h: 680, align: 'left' },
		{ layout: 'split', bg: 'dark', visual: scene, eyebrow: textile ? 'Textile manufacturer' : 'Fabrication shop', title, sub: textile ? 'Spinning, weaving, dyeing and finishing under one roof.' : 'Upload drawings and get a quote in 48 hours.', ctas: ['Get a quote', 'Our work'], h: 640 },
	] as Page['hero'][])
	const projects = gallery(c, textile ? 'From our floor' : 'Recent projects', textile ? ['textile', 'warehouse', 'factory', 'textile'] : ['factory', 'warehouse', 'city', 'factory'], { eyebrow: 'Work', captions: textile ? ['Loom shed 2', 'Finished goods', 'Dye house', 'Yarn store'] : ['Warehouse mezzanine, New Braunfels', 'Stair towers', 'Retail canopy, Alamo Heights', 'Equipment skids'] })
	const quoteForm = contactForm(c, { title: textile ? 'Send an enquiry' : 'Request a quote', text: textile ? 'Tell us the construction, quantity and delivery date. Our merchandising team replies within a day.' : 'Upload drawings, specify materials and quantities. Track your quote’s status from the same page.', fields: textile ? [['Company', 'Your company'], ['Fabric', '60s cotton poplin'], ['Quantity', '20,000 m'], ['Delivery', 'June 2025']] : [['Company', 'Your company'], ['Project', 'Warehouse mezzanine'], ['Material', 'A36 steel'], ['Needed by', 'May 30']], button: textile ? 'Send enquiry' : 'Submit for quote', upload: textile ? 'Attach tech pack or swatch photo' : 'Upload drawings (PDF, DWG, DXF)', aside: [['phone', phone(c)], ['pin', street(c)]] })
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : 'dark', menu: textile ? ['Products', 'Capabilities', 'Quality', 'Sustainability', 'Contact'] : ['Capabilities', 'Projects', 'Industries', 'About', 'Contact'], cta: textile ? 'Enquire' : 'Get a quote' },
		hero: heroSpec,
		blocks: [stats(c, textile ? [['220', 'Looms'], ['14 lakh m', 'Fabric a month'], ['46', 'Years'], ['18', 'Export markets']] : [['48 h', 'Quote turnaround'], ['3,200 t', 'Steel a year'], ['1,100+', 'Projects'], ['AWS', 'Certified welders']], pickV(c, ['dark', 'band'] as const)), features(c, { title: 'Capabilities', eyebrow: 'What we do', items: caps, cols: 3, style: 'left' }), ...rotate(c, [quoteForm, projects], v), logos(c, textile ? 'Certified' : 'Trusted by contractors across Texas', textile ? ['ISO 9001', 'OEKO-TEX', 'GOTS', 'SA8000'] : ['Keystone', 'Ridgeway', 'Alamo Build', 'Lone Oak', 'Brazos'])],
		footer: 'dark',
		cols: [
			['Company', ['About', 'Careers', 'Safety']],
			['Work', ['Capabilities', 'Projects', 'Industries']],
			['Contact', [phone(c), street(c)]],
		],
		tagline: textile ? 'Integrated textile manufacturing for domestic and export buyers.' : 'Structural steel and custom fabrication.',
		fillers: [cta(c, { title: 'Have drawings ready?', sub: 'Most quotes go out within 48 hours.', button: 'Upload drawings', style: 'primary' })],
	}
}

// ------------------------------------------------------------------ wedding

type WeddingKind = 'planner' | 'indian' | 'venues'

export function weddingPage(c: Ctx): Page {
	const kind: WeddingKind = has(c, /venue|couples in/) ? 'venues' : has(c, /indian|shaadi|guests/) ? 'indian' : 'planner'
	const scene = { kind: 'wedding' as PhotoKind, o: { tone: kind === 'indian' ? 'indian' : undefined, dusk: kind === 'indian' } }
	const title = { planner: 'Weddings, beautifully handled', indian: 'Big fat weddings, perfectly planned', venues: 'Find the venue. Plan the rest.' }[kind]
	const sub = { planner: 'Full planning and day-of coordination in Northern California, with a couple portal for every decision.', indian: 'Sangeet to vidaai, 600 guests and every hotel room, pickup and seat managed by one team.', venues: 'Search venues and vendors across Texas, request dates and plan together with shared checklists and budgets.' }[kind]
	const venueSearch = searchPanel(c, [['Where', 'Hill Country, TX', 'pin'], ['Date', 'October 2025', 'calendar'], ['Guests', '120–150', 'users']], 'Search venues', { w: 1080 })
	const heroSpec: Page['hero'] =
		kind === 'venues'
			? { layout: 'image', visual: scene, eyebrow: '2,500 couples planned here', title, sub, h: 700, align: 'left', panel: venueSearch }
			: kind === 'indian'
				? { layout: 'split', bg: 'dark', visual: scene, eyebrow: 'Destination & multi-day weddings', title, sub, ctas: ['Plan with us', 'See weddings'], h: 660 }
				: { layout: 'image', visual: scene, eyebrow: 'Wedding planning · Northern California', title, sub, ctas: ['Start planning', 'Our weddings'], h: 720, align: 'left' }
	const services = features(c, {
		title: kind === 'indian' ? 'Every function, handled' : 'How we help',
		eyebrow: 'Services',
		items:
			kind === 'indian'
				? [['music', 'Sangeet & mehendi', 'Stage, sound and choreographers booked.'], ['users', 'Guest management', 'RSVPs, rooms and pickups for 600 guests.'], ['car', 'Baraat & transport', 'Horses, bands and buses on time.'], ['grid', 'Seating plans', 'Function-wise seating, printed and digital.'], ['cup', 'Catering', 'Menus for every function and diet.'], ['camera', 'Photo & film', 'Teams that know every ritual.']]
				: [['heart', 'Full planning', 'From first venue visit to the last dance.'], ['calendar', 'Partial planning', 'We step in six months out.'], ['clock', 'Day-of coordination', 'You enjoy it; we run the timeline.']],
		cols: 3,
		style: kind === 'indian' ? 'left' : 'plain',
	})
	const rsvp: Block = block(560, (y) => {
		const { p } = c
		let g = rect(0, y, W, 560, p.soft) + heading(c, X0, y + 80, 'Your guest list, live', { eyebrow: 'Couple portal', width: 440 }).svg
		g += para(c, X0, y + 190, 'RSVPs, hotel rooms and airport pickups update as guests reply. Share one link with both families.', 420, 17, { fill: p.muted }, 4).svg
		const px = X0 + 500
		g += rect(px, y + 60, CW - 500, 440, p.surface, c.r, `stroke="${p.line}"`)
		g += donut(px + 120, y + 200, 76, [0.68, 0.12], [p.primary, p.accent], 26, p.soft) + T(c, px + 120, y + 210, '612', 30, { f: 'h', a: 'middle' }) + T(c, px + 120, y + 234, 'guests', 13, { fill: p.muted, a: 'middle' })
		;[['Attending', '416'], ['Awaiting', '122'], ['Declined', '74']].forEach(([l, val], i) => (g += circle(px + 250, y + 150 + i * 40, 7, [p.primary, p.soft, p.accent][i]!) + T(c, px + 266, y + 156 + i * 40, l!, 15) + T(c, px + 420, y + 156 + i * 40, val!, 15, { w: 700, a: 'end' })))
		;[['Hotel rooms allotted', '184 / 200'], ['Airport pickups', '96 scheduled'], ['Sangeet seating', 'Plan ready']].forEach(([l, val], i) => (g += rect(px + 30, y + 320 + i * 56, CW - 560, 46, p.soft, 8) + T(c, px + 50, y + 349 + i * 56, l!, 15, { w: 600 }) + T(c, X0 + CW - 50, y + 349 + i * 56, val!, 15, { fill: p.primary, w: 700, a: 'end' })))
		return g
	})
	const couples = names(c, 6).map((n2) => n2.split(' ')[0]!)
	const weddings = gallery(c, kind === 'indian' ? 'Recent celebrations' : 'Recent weddings', [scene, 'heritage', kind === 'indian' ? 'plate' : 'forest', kind === 'indian' ? 'pool' : 'interior'], { eyebrow: 'Stories', captions: kind === 'indian' ? [`${couples[0]} & ${couples[1]} · Udaipur`, 'Mehendi at the haveli', 'Wedding feast', `Poolside sangeet · Goa`] : [`${couples[0]} & ${couples[1]} · Sonoma`, 'Mission chapel ceremony', 'Redwood reception', 'Rehearsal dinner · Napa'] })
	const venues = cards(c, {
		title: 'Popular venues',
		eyebrow: 'Venues',
		link: 'See 340 venues',
		items: [['Oak Hollow Ranch', 'Dripping Springs · up to 250', 8500, 'forest'], ['The Limestone Chapel', 'Fredericksburg · up to 150', 6200, 'heritage'], ['Lakeview Terrace', 'Austin · up to 200', 9800, 'beach']] as [string, string, number, PhotoKind][],
		cols: 3,
		cardH: 400,
		card: (x, y, w, h, [name, meta, price, pic]) => cardFrame(c, x, y, w, h, pic, 220) + T(c, x + 22, y + 262, name, 21, { f: 'h' }) + T(c, x + 22, y + 290, meta, 14, { fill: c.p.muted }) + priceTag(c, x + 22, y + 340, money(c, price), 'from', 20) + btn(c, x + w - 22, y + 318, 'Check date', 'soft', 14, 'end'),
	})
	const planners = team(c, { title: 'Meet your planners', eyebrow: 'Team', people: names(c, 4).map((n2, i) => [n2, ['Founder & lead planner', 'Senior planner', 'Guest experience', 'Design & décor'][i]!] as [string, string]) })
	const inquiry = contactForm(c, { title: 'Tell us about your day', text: 'Share a date, a guest count and a feeling. We reply within two days.', fields: [['Your names', `${couples[4]} & ${couples[5]}`], ['Wedding date', 'September 2025'], ['Guests', kind === 'indian' ? '400–600' : '120'], ['Location', kind === 'indian' ? 'Udaipur' : 'Sonoma'], ['Budget', 'Flexible'], ['How did you hear about us?', 'A friend']], button: 'Send inquiry' })
	const blocks = kind === 'venues' ? [venues, steps(c, { title: 'Plan together', items: [['Search', 'Venues and vendors'], ['Request dates', 'Hear back in 48 hours'], ['Checklist', 'Month-by-month tasks'], ['Budget', 'Shared with your partner']] }), reviews(c, { title: 'Couples say', score: '4.9 · 1,100 reviews', items: [['We found our venue in a weekend and booked the caterer the week after.', `${couples[0]} & ${couples[1]}`, 'Married Oct 2024'], ['The shared budget saved our sanity.', `${couples[2]} & ${couples[3]}`, 'Married May 2024'], ['Every vendor answered within a day.', `${couples[4]} & ${couples[5]}`, 'Married Mar 2025']] })] : kind === 'indian' ? [services, rsvp, weddings] : [services, ...rotate(c, [weddings, planners, quote(c, { text: 'We did not make a single phone call on the day. Everything just happened, beautifully.', name: `${couples[0]} & ${couples[1]}`, role: 'Married in Sonoma', seed: 2, style: 'soft' })]), inquiry]
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : 'center', menu: kind === 'venues' ? ['Venues', 'Vendors', 'Checklist', 'Budget', 'Ideas'] : ['Services', 'Weddings', 'About', 'Journal', 'Contact'], cta: kind === 'venues' ? 'Sign up free' : undefined, icons: kind === 'venues' ? ['heart'] : undefined },
		hero: heroSpec,
		blocks,
		footer: pickV(c, ['light', 'dark', 'light'] as const),
		cols: [
			['Plan', kind === 'venues' ? ['Venues', 'Vendors', 'Checklist'] : ['Services', 'Process', 'Pricing']],
			['Stories', ['Weddings', 'Journal', 'Press']],
			['Contact', [phone(c), `hello@${c.item.domain}`]],
		],
		tagline: sub,
		fillers: [inquiry, cta(c, { title: 'Let’s plan your celebration', button: 'Start planning', style: 'soft' }), logos(c, 'As seen in', ['Bridal Muse', 'Vows Weekly', 'The Aisle', 'Wed & Co'])],
	}
}
