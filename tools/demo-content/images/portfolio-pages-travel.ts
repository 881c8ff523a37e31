/**
 * Archetypes for travel: hotels and stays (a date search and room cards),
 * tour operators (trip cards, departures and a day-by-day itinerary) and
 * vehicle rentals (a pick-up search and a fleet with prices).
 */
import { icon } from './icons.ts'
import { rect } from './lib.ts'
import { type Block, type Visual, block, cardFrame, cards, cta, faq, features, gallery, quote, reviews, stats, steps, table } from './portfolio-blocks.ts'
import { type Page, cities, has, line, phone, pickV, rotate, shortNames, street } from './portfolio-copy.ts'
import { CW, type Ctx, W, X0, btn, field, fit, heading, mapView, money, para, stars, T, wrap } from './portfolio-kit.ts'
import { type PhotoKind, type VehicleType, photo } from './portfolio-photos.ts'
import { type Panel, calendar, priceTag, searchPanel, timeline } from './portfolio-widgets.ts'

// -------------------------------------------------------------------- hotel

type StayKind = 'heritage' | 'lodge' | 'plantation' | 'villa' | 'beach'

const STAYS: Record<StayKind, { scene: PhotoKind; rooms: [string, string, number][]; unit: string; titles: string[]; extras: [string, string, string][] }> = {
	heritage: {
		scene: 'heritage',
		unit: 'Rooms & suites',
		rooms: [
			['Courtyard Room', '28 m² · Queen bed · Courtyard view', 7800],
			['Jharokha Suite', '42 m² · King bed · Lake-facing balcony', 12400],
			['Royal Heritage Suite', '64 m² · King bed · Private terrace', 18900],
		],
		titles: ['A heritage stay in the heart of {place}', 'Where old {place} still lives', 'Sleep in a restored haveli'],
		extras: [
			['cup', 'Rooftop dining', 'Rajasthani thalis and lake views at sunset.'],
			['spark', 'Heritage walks', 'Morning walks through the old city with a local guide.'],
			['heart', 'Ayurvedic spa', 'Oil massages and steam after a day of sightseeing.'],
			['car', 'Airport pick-up', 'Met at arrivals and driven to the door.'],
		],
	},
	lodge: {
		scene: 'forest',
		unit: 'Cabins',
		rooms: [
			['Creekside Cabin', 'Sleeps 2 · Porch over the creek', 189],
			['Family Cabin', 'Sleeps 5 · Two bedrooms · Fire pit', 269],
			['Hilltop Retreat', 'Sleeps 12 · Groups and events', 640],
		],
		titles: ['Cabins by the river, stars overhead', 'Slow weekends in {place}', 'Unplug by the water'],
		extras: [
			['waves', 'Guided kayaking', 'Morning paddles with gear and a guide included.'],
			['cup', 'Catering for groups', 'Breakfast baskets and barbecue dinners on request.'],
			['users', 'Retreats & events', 'A barn hall for forty with projector and Wi-Fi.'],
			['sun', 'Fire pits & trails', 'Marked trails from your door to the lookout.'],
		],
	},
	plantation: {
		scene: 'mountains',
		unit: 'Homestays',
		rooms: [
			['Planter’s Bungalow', '3 rooms · Coffee estate views', 9500],
			['Estate Cottage', '1 room · Private verandah', 5200],
			['Hillside Farmhouse', '4 rooms · Sleeps 10', 14800],
		],
		titles: ['Wake up among the coffee', 'Seven homestays, one estate', 'Stay on a working plantation in {place}'],
		extras: [
			['leaf', 'Plantation walks', 'See how beans are picked, dried and roasted.'],
			['cup', 'Home-cooked Kodava meals', 'Hosts cook with produce from the estate.'],
			['sun', 'Waterfall treks', 'Half-day hikes with a local guide.'],
			['users', 'Whole-estate bookings', 'Reunions and retreats for up to forty guests.'],
		],
	},
	villa: {
		scene: 'pool',
		unit: 'Villas',
		rooms: [
			['2-Bedroom Pool Villa', 'Sleeps 4 · Private pool · Anjuna', 14500],
			['Garden Villa', 'Sleeps 6 · Lawn and barbecue · Assagao', 18900],
			['4-Bedroom Beach Villa', 'Sleeps 8 · Steps to the sand · Candolim', 32000],
		],
		titles: ['Private villas, by the sea', 'Your own pool in North Goa', 'Villas and holidays, sorted'],
		extras: [
			['car', 'Airport transfers', 'Driven from the airport straight to your villa.'],
			['waves', 'Water sports', 'Parasailing and kayaking, booked with your stay.'],
			['cup', 'Private chef', 'Goan seafood cooked in your villa kitchen.'],
			['users', 'Villa concierge', 'One host on WhatsApp for the whole trip.'],
		],
	},
	beach: {
		scene: 'beach',
		unit: 'Suites',
		rooms: [
			['Gulf View Suite', '48 m² · King bed · Balcony over the beach', 229],
			['Family Suite', '64 m² · Two queens · Kitchenette', 289],
			['Penthouse Suite', '96 m² · Wraparound terrace', 459],
		],
		titles: ['Every suite faces the sea', 'Beachfront suites in {place}', 'Sand at your door'],
		extras: [
			['waves', 'Beach service', 'Chairs and umbrellas set up before you arrive.'],
			['cup', 'Breakfast on the terrace', 'Fresh pastries and Gulf views every morning.'],
			['car', 'Free parking', 'Covered parking for every suite.'],
			['heart', 'Pet-friendly floors', 'Bring the dog; we have treats at the desk.'],
		],
	},
}

function stayKind(c: Ctx): StayKind {
	if (has(c, /heritage|haveli|palace/)) return 'heritage'
	if (has(c, /cabin|lodge/)) return 'lodge'
	if (has(c, /plantation|estate|homestay/)) return 'plantation'
	if (has(c, /villa/)) return 'villa'
	return 'beach'
}

/** A vertical booking card: dates on a calendar, guests and a total. */
function stayCard(c: Ctx, nightly: number): Panel {
	return {
		w: 440,
		h: 600,
		draw: (x, y) => {
			const { p } = c
			let g = rect(x + 6, y + 12, 440, 600, '#000000', c.r, 'fill-opacity=".12"') + rect(x, y, 440, 600, p.surface, c.r, `stroke="${p.line}"`)
			g += T(c, x + 28, y + 46, 'Book your stay', 22, { f: 'h' }) + T(c, x + 412, y + 46, 'Best rate direct', 13, { w: 700, fill: '#15803d', a: 'end' })
			g += calendar(c, x + 28, y + 74, 384, pickV(c, ['March 2025', 'October 2025', 'December 2025']), { range: [14, 16], start: 5, off: [3, 4, 9] })
			g += field(c, x + 28, y + 420, 384, 'Guests', '2 adults · 1 child · 1 room', { icon: 'users', select: true })
			g += T(c, x + 28, y + 514, `${money(c, nightly)} × 2 nights`, 15, { fill: p.muted }) + T(c, x + 412, y + 514, money(c, nightly * 2), 17, { w: 700, a: 'end' })
			g += rect(x + 28, y + 530, 384, 50, p.primary, Math.min(c.br, 12)) + T(c, x + 220, y + 562, 'Reserve now', 17, { w: 700, fill: p.onPrimary, a: 'middle' })
			return g
		},
	}
}

export function hotelPage(c: Ctx): Page {
	const kind = stayKind(c)
	const s = STAYS[kind]
	const title = line(c, s.titles)
	const sub = kind === 'villa' ? 'Villas with pools, chefs and transfers, with packages that include everything.' : `${s.unit} booked direct, with the best rate and flexible cancellation.`
	const search = searchPanel(c, [['Check-in', 'Fri, 14 Mar', 'calendar'], ['Check-out', 'Sun, 16 Mar', 'calendar'], ['Guests', '2 adults · 1 room', 'users'], ['Promo code', 'Optional', 'tag']], 'Check availability', { w: 1080, weights: [1, 1, 1.2, 0.8] })
	const heroes: Page['hero'][] = [
		{ layout: 'image', visual: { kind: s.scene, o: { dusk: true } }, eyebrow: c.place ?? 'Welcome', title, sub, h: 720, align: 'center', panel: search },
		{ layout: 'split', bg: 'soft', visual: s.scene, eyebrow: `${s.unit} · ${c.place ?? 'Book direct'}`, title, sub, ctas: ['Explore rooms', 'Offers'], panel: stayCard(c, s.rooms[0]![2]), h: 700, flip: false },
		{ layout: 'image', visual: s.scene, eyebrow: 'Book direct and save 10%', title, sub, h: 700, align: 'left', panel: search },
		{ layout: 'centered', bg: 'plain', visual: { kind: s.scene, o: { r: 0 } }, eyebrow: c.place ?? 'Welcome', title, ctas: ['Check availability', 'View gallery'], h: 660 },
		{ layout: 'band', bg: 'dark', visual: s.scene, eyebrow: 'Direct booking', title, sub, panel: search, h: 500 },
	]
	const heroSpec = pickV(c, heroes)
	const roomCards = cards(c, {
		title: s.unit,
		eyebrow: 'Stay',
		link: 'Compare all',
		items: s.rooms,
		cols: 3,
		cardH: 470,
		card: (x, y, w, h, [name, meta, price], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, { kind: kind === 'villa' && i !== 1 ? 'pool' : 'room', o: { tone: ['#c9a27e', '#7a8f6a', '#2f5d7c'][i] } }, 240)
			g += T(c, x + 22, y + 282, name, fit(c, name, w - 44, 22, 15, { f: 'h' }), { f: 'h' })
			g += T(c, x + 22, y + 310, meta, fit(c, meta, w - 44, 14, 10), { fill: p.muted })
			;['wifi', 'cup', 'snow', 'bed'].forEach((ic, k) => (g += icon(ic, x + 22 + k * 34, y + 332, 20, p.muted)))
			g += rect(x + 22, y + 372, w - 44, 1, p.line)
			g += T(c, x + 22, y + 400, 'from', 13, { fill: p.muted }) + priceTag(c, x + 22, y + 428, money(c, price), '/ night')
			g += btn(c, x + w - 22, y + 392, 'Select', 'p', 15, 'end')
			return g
		},
	})
	const nav = kind === 'heritage' || kind === 'plantation' ? ['Stay', 'Dine', 'Experiences', 'Offers', 'Gallery'] : ['Stay', 'Experiences', 'Offers', 'Gallery', 'Contact']
	const amenities = features(c, { title: 'During your stay', eyebrow: 'Experiences', items: s.extras, cols: 4, style: 'card', bg: c.p.soft })
	const location: Block = block(560, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, 'Getting here', { eyebrow: 'Location', width: 420 }).svg
		g += para(c, X0, y + 190, `${street(c)}. ${c.india ? 'Forty minutes from the airport and ten from the railway station.' : 'Twenty minutes from the airport, with free parking on site.'}`, 400, 17, { fill: p.muted }, 4).svg
		;[['car', 'Airport transfer on request'], ['pin', 'Walk to the old town and markets'], ['phone', phone(c)]].forEach(([ic, t], i) => (g += icon(ic!, X0, y + 320 + i * 48, 24, p.primary) + T(c, X0 + 40, y + 338 + i * 48, t!, 17)))
		g += mapView(c, X0 + 480, y + 140, CW - 480, 380, { pins: [{ x: X0 + 760, y: y + 330, active: true }] })
		return g
	})
	const revs = reviews(c, { title: 'Guests love staying here', score: '4.8 · 312 reviews', items: [['The staff remembered our names by the second morning. Booking direct was simpler than any app.', shortNames(c, 1)[0]!, 'Stayed 3 nights · March'], ['Quiet, spotless and the view from the room was unreal.', shortNames(c, 2)[1]!, 'Couple · 2 nights'], ['Great for a family: space for the kids and breakfast they loved.', shortNames(c, 3)[2]!, 'Family · 4 nights']] })
	const offer: Block = block(300, (y) => {
		const { p } = c
		let g = rect(X0, y + 40, CW, 220, p.primary, c.r) + photo(c, s.scene, X0 + CW - 420, y + 40, 420, 220, { r: c.r })
		g += T(c, X0 + 50, y + 100, 'LIMITED OFFER', 13, { w: 700, ls: 2, fill: p.onPrimary, o: 0.8 })
		g += T(c, X0 + 50, y + 150, 'Stay three nights, pay for two', fit(c, 'Stay three nights, pay for two', 560, 34, 22, { f: 'h' }), { f: 'h', fill: p.onPrimary })
		g += T(c, X0 + 50, y + 186, 'Book by 30 April for stays until the end of June.', 16, { fill: p.onPrimary, o: 0.85 })
		g += btn(c, X0 + 50, y + 206, 'See the offer', 'w', 14)
		return g
	})
	const pics: Visual[] = [s.scene, 'room', kind === 'heritage' ? 'plate' : 'interior', kind === 'beach' ? 'beach' : kind === 'villa' ? 'pool' : 'spa']
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : heroSpec.layout === 'band' ? 'dark' : pickV(c, ['center', 'bar', 'split'] as const), menu: nav, cta: 'Book now', util: heroSpec.layout === 'image' ? undefined : [phone(c), 'Best rate when you book direct'] },
		hero: heroSpec,
		blocks: [heroSpec === heroes[3] ? block(190, (y) => search.draw(X0, y + 40)) : offer, roomCards, ...rotate(c, [amenities, revs, gallery(c, 'Gallery', pics, { eyebrow: 'Look around' }), location])],
		footer: pickV(c, ['dark', 'light', 'brand'] as const),
		cols: [
			['Stay', [s.unit, 'Offers', 'Gift vouchers']],
			['Visit', ['Getting here', 'Experiences', 'FAQ']],
			['Contact', [phone(c), `stay@${c.item.domain}`]],
		],
		tagline: `${c.item.title}${c.place ? `, ${c.place}` : ''}. Book direct for the best rate.`,
		fillers: [offer],
	}
}

// -------------------------------------------------------------------- tours

type TourKind = 'cultural' | 'trek' | 'group'

const TRIPS: Record<TourKind, { items: [string, string, number, PhotoKind][]; titles: string[]; scene: PhotoKind; itinerary: [string, string][] }> = {
	cultural: {
		scene: 'heritage',
		items: [
			['Royal Rajasthan Circuit', '8 days · Jaipur → Jodhpur → Udaipur', 48500, 'heritage'],
			['Kutch and the White Desert', '5 days · Bhuj → Dhordo → Mandvi', 28900, 'field'],
			['Havelis of Shekhawati', '4 days · Mandawa → Nawalgarh', 21500, 'city'],
			['Gujarat Textile Trail', '6 days · Ahmedabad → Patan → Bhuj', 32400, 'textile'],
		],
		titles: ['Cultural journeys across {place}', 'Forts, stepwells and desert skies', 'Travel slowly through Rajasthan and Gujarat'],
		itinerary: [
			['Day 1 · Jaipur', 'Arrive, welcome dinner in the old city'],
			['Day 2 · Amber Fort', 'Morning at the fort, block printing in Sanganer'],
			['Day 3 · Jodhpur', 'Drive west, sunset at Mehrangarh'],
			['Day 5 · Ranakpur', 'Jain temples on the road to Udaipur'],
			['Day 6 · Udaipur', 'Boat on Lake Pichola, farewell dinner'],
		],
	},
	trek: {
		scene: 'mountains',
		items: [
			['Hampta Pass Trek', '5 days · Moderate · 4,270 m', 12500, 'mountains'],
			['Beas Kund Trek', '4 days · Easy · 3,700 m', 8900, 'forest'],
			['Bhrigu Lake Trek', '4 days · Moderate · 4,300 m', 9800, 'mountains'],
			['Kheerganga Camp', '2 days · Easy · Hot springs', 4500, 'forest'],
		],
		titles: ['Trek the Himalaya from Manali', 'Fixed departures, small groups, big mountains', 'Your first high pass starts here'],
		itinerary: [
			['Day 1 · Manali → Jobra', 'Drive up, short walk to camp at 2,900 m'],
			['Day 2 · Jobra → Balu ka Ghera', 'Meadows, river crossings, 5 hours'],
			['Day 3 · Hampta Pass', 'Summit at 4,270 m, descend to Shea Goru'],
			['Day 4 · Chandratal', 'Drive to the moon lake, camp by the shore'],
			['Day 5 · Back to Manali', 'Return over Rohtang, celebration dinner'],
		],
	},
	group: {
		scene: 'field',
		items: [
			['Hill Country Wildflowers', '3 days · Fredericksburg', 689, 'field'],
			['San Antonio Missions Weekend', '2 days · River Walk hotel', 449, 'heritage'],
			['Big Bend Stargazing', '5 days · Coach and lodge', 1290, 'mountains'],
			['Gulf Coast Birding', '3 days · Rockport', 620, 'beach'],
		],
		titles: ['Group trips for clubs and retirees', 'Texas by coach, with friends', 'Relaxed group travel, planned for you'],
		itinerary: [
			['Day 1 · Austin → Fredericksburg', 'Coach pick-up, lunch at a peach farm'],
			['Day 2 · Wildflower routes', 'Bluebonnet fields and a winery tour'],
			['Day 3 · Enchanted Rock', 'Easy walk, picnic, coach home'],
			['Rooms', 'Share with a friend or choose single rooms'],
			['Payments', 'Three instalments, no fees'],
		],
	},
}

export function toursPage(c: Ctx): Page {
	const kind: TourKind = has(c, /trek|himalaya|adventure/) ? 'trek' : has(c, /retiree|club|coach|group trips/) ? 'group' : 'cultural'
	const t = TRIPS[kind]
	const title = line(c, t.titles)
	const sub = kind === 'trek' ? 'Fixed departure dates, capped group sizes, hostels and homestays, gear to rent.' : kind === 'group' ? 'Coach seats, rooms and instalment payments arranged for your whole club.' : 'Small-group cultural tours with handpicked stays, local guides and part payment online.'
	const search = searchPanel(c, [['Where to', kind === 'trek' ? 'Himachal Pradesh' : kind === 'group' ? 'Texas Hill Country' : 'Rajasthan', 'pin'], ['When', kind === 'group' ? 'April 2025' : 'October 2025', 'calendar'], ['Travellers', '2 adults', 'users']], 'Find trips', { w: 980 })
	const collage = (x: number, y: number, w: number, h: number) => photo(c, t.items[0]![3], x, y, w * 0.62, h) + photo(c, t.items[1]![3], x + w * 0.65, y, w * 0.35, h * 0.48) + photo(c, t.items[2]![3], x + w * 0.65, y + h * 0.52, w * 0.35, h * 0.48)
	const heroes: Page['hero'][] = [
		{ layout: 'image', visual: t.scene, eyebrow: kind === 'trek' ? 'Season 2025 departures open' : 'Handpicked journeys', title, sub, h: 700, align: 'left', panel: search },
		{ layout: 'split', bg: 'soft', visual: collage, eyebrow: 'Small groups · Local guides', title, sub, ctas: ['Browse trips', 'Talk to us'], h: 640 },
		{ layout: 'image', visual: { kind: t.scene, o: { dusk: true } }, eyebrow: 'Plan less, travel more', title, sub, h: 680, align: 'center', ctas: ['See departures', 'Download brochure'] },
	]
	const heroSpec = pickV(c, heroes)
	const tripCards = cards(c, {
		title: kind === 'trek' ? 'Popular treks' : 'Featured trips',
		eyebrow: 'Trips',
		link: 'All trips',
		items: t.items.slice(0, pickV(c, [4, 3, 4])),
		cols: pickV(c, [4, 3, 4]),
		cardH: 430,
		card: (x, y, w, h, [name, meta, price, pic], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, pic, 220)
			if (i === 0) g += rect(x + 14, y + 14, 96, 28, p.accent, 14) + T(c, x + 62, y + 33, 'Best seller', 12, { w: 700, fill: p.onAccent, a: 'middle' })
			const lines = wrap(c, name, w - 40, 20, { f: 'h' }, 2)
			lines.forEach((l, k) => (g += T(c, x + 20, y + 256 + k * 25, l, 20, { f: 'h' })))
			g += T(c, x + 20, y + 268 + lines.length * 25, meta, fit(c, meta, w - 40, 14, 10), { fill: p.muted })
			g += stars(c, x + 20, y + 330, 14, '4.9')
			g += T(c, x + 20, y + 382, 'from', 13, { fill: p.muted }) + priceTag(c, x + 20, y + 408, money(c, price), kind === 'group' ? 'per person' : 'pp', 21)
			return g
		},
	})
	const dates = ['12 Apr', '26 Apr', '10 May', '24 May', '7 Jun']
	const departures = table(c, {
		title: 'Upcoming departures',
		eyebrow: 'Fixed dates',
		cols: [{ label: 'Trip', w: 300 }, { label: 'Starts', w: 130 }, { label: 'Group', w: 160 }, { label: 'Seats left', w: 150 }, { label: 'Price', w: 150, align: 'end' }, { label: 'Status', w: 150, align: 'end' }],
		rows: t.items.concat(t.items.slice(0, 1)).map(([name, , price], i) => [name, dates[i]!, kind === 'group' ? 'Up to 40' : 'Max 14', `${[3, 8, 0, 12, 5][i]} of ${kind === 'group' ? 40 : 14}`, money(c, price), ['!warn:Filling fast', '!good:Open', '!bad:Sold out', '!good:Open', '!warn:Few left'][i]!]),
	})
	const itinerary: Block = block(620, (y) => {
		const { p } = c
		let g = rect(0, y, W, 620, p.soft)
		const hd = heading(c, X0, y + 80, `${t.items[0]![0]}: day by day`, { eyebrow: 'Itinerary', width: 540, size: 32 })
		g += hd.svg + timeline(c, X0, y + 120 + hd.h, 520, t.itinerary, 2, true)
		g += photo(c, t.items[0]![3], X0 + 600, y + 80, CW - 600, 300) + rect(X0 + 600, y + 400, CW - 600, 150, p.surface, c.r, `stroke="${p.line}"`)
		g += T(c, X0 + 630, y + 446, 'Included', 16, { w: 700 }) + T(c, X0 + 630, y + 476, kind === 'trek' ? 'Guides, camps, meals, permits, first aid' : 'Stays, breakfasts, transport, guides', 15, { fill: p.muted })
		g += priceTag(c, X0 + 630, y + 520, money(c, t.items[0]![2]), 'per person', 24) + btn(c, W - X0 - 28, y + 486, 'Reserve with 20%', 'p', 15, 'end')
		return g
	})
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : 'bar', menu: ['Trips', 'Departures', 'Custom tours', 'About', 'Journal'], cta: kind === 'group' ? 'Plan a club trip' : 'Enquire' },
		hero: heroSpec,
		blocks: [tripCards, ...rotate(c, [departures, itinerary, features(c, { title: 'Why travel with us', items: [['users', 'Small groups', 'Never more than fourteen travellers per guide.'], ['shield', 'Safety first', 'Trained leaders, first aid and satellite phones.'], ['calendar', 'Flexible payment', 'Reserve with a deposit, pay the rest later.']], cols: 3, style: 'plain' })]), reviews(c, { title: 'Traveller stories', score: '4.9 · 1,200 reviews', items: [['Every detail was handled. We just had to show up and look around.', shortNames(c, 1)[0]!, 'Travelled in October'], ['Our guide knew every lane and every chai stall.', shortNames(c, 2)[1]!, 'Couple from Pune'], ['Booking and paying in parts online made it easy to say yes.', shortNames(c, 3)[2]!, 'Family of four']] })],
		footer: 'dark',
		cols: [
			['Trips', t.items.slice(0, 3).map((i) => i[0])],
			['Company', ['About us', 'Guides', 'Careers', 'Journal']],
			['Help', ['Contact', 'Payments', 'Cancellations']],
		],
		tagline: 'Small-group journeys with local guides and flexible payments.',
		fillers: [cta(c, { title: 'Not sure which trip is right?', sub: 'Tell us your dates and pace; we will suggest three.', button: 'Talk to a planner', style: 'photo', visual: t.scene })],
	}
}

// ------------------------------------------------------------------- rental

type RentKind = 'selfdrive' | 'chauffeur' | 'cabs' | 'vans'

export function rentalPage(c: Ctx): Page {
	const kind: RentKind = has(c, /chauffeur|executive/) ? 'chauffeur' : has(c, /\bvans?\b/) ? 'vans' : has(c, /taxi|cabs|outstation/) ? 'cabs' : 'selfdrive'
	const title = line(c, {
		selfdrive: ['Self-drive cars, by the hour or the week', 'Pick up a car in {place} today', 'Drive yourself, anywhere'],
		chauffeur: ['Executive cars and airport transfers', 'Arrive on time, every time', 'Chauffeured travel in {place}'],
		cabs: ['Outstation cabs to the Rann and beyond', 'Taxis for every trip from Bhuj', 'Book a cab, see Kutch'],
		vans: ['Passenger and cargo vans for every group', 'Vans for churches, schools and teams', 'Move people and things across {place}'],
	}[kind])
	const sub = {
		selfdrive: 'Live availability, verified licences and digital agreements. No queues at the counter.',
		chauffeur: 'Flight tracking, professional drivers and one invoice for your whole company.',
		cabs: 'Fixed prices by distance, multi-day trips and confirmation on WhatsApp.',
		vans: 'Twelve- and fifteen-seat passenger vans and cargo vans with corporate accounts.',
	}[kind]
	const fields: [string, string, string?][] =
		kind === 'chauffeur'
			? [['Pick-up', 'Austin-Bergstrom Airport', 'pin'], ['Drop-off', 'Downtown Austin', 'pin'], ['Date & time', 'Mon 14 Apr, 9:30 AM', 'calendar']]
			: kind === 'cabs'
				? [['From', 'Bhuj', 'pin'], ['To', 'Dhordo, White Rann', 'pin'], ['Departure', 'Sat 12 Apr, 6:00 AM', 'calendar']]
				: [['Pick-up location', kind === 'vans' ? 'Houston, Hobby Airport' : `${cities(c, 1)[0]} · City centre`, 'pin'], ['Pick-up', 'Fri 11 Apr, 10:00', 'calendar'], ['Return', 'Mon 14 Apr, 10:00', 'calendar']]
	const search = searchPanel(c, fields, kind === 'chauffeur' ? 'Get a quote' : kind === 'cabs' ? 'Find a cab' : 'Find vehicles', { w: 1080, tabs: kind === 'cabs' ? ['One way', 'Round trip', 'Multi-day'] : kind === 'chauffeur' ? ['Airport transfer', 'Hourly', 'Events'] : ['Same return location', 'Different return'] })
	const scene: Visual = { kind: 'car', o: { vehicle: kind === 'vans' ? 'van' : kind === 'chauffeur' ? 'luxury' : kind === 'cabs' ? 'suv' : 'hatch', dusk: kind === 'chauffeur', tone: kind === 'chauffeur' ? '#111827' : undefined } }
	const heroes: Page['hero'][] = [
		{ layout: 'image', visual: scene, eyebrow: kind === 'selfdrive' ? 'Four cities in western India' : 'Book in 60 seconds', title, sub, h: 720, align: 'left', panel: search },
		{ layout: 'band', bg: kind === 'chauffeur' ? 'dark' : 'primary', visual: scene, eyebrow: 'Instant confirmation', title, sub, panel: search, h: 560 },
		{ layout: 'split', bg: 'soft', visual: scene, eyebrow: 'Transparent pricing', title, sub, ctas: ['See the fleet', `Call ${phone(c)}`], h: 620 },
	]
	const heroSpec = pickV(c, heroes)
	const fleetList: [string, string, VehicleType, number, string][] = {
		selfdrive: [
			['Hatchback', 'Swift or similar · Manual', 'hatch', 1899, '/ day'],
			['Sedan', 'City or similar · Automatic', 'sedan', 2699, '/ day'],
			['Compact SUV', 'Creta or similar · Automatic', 'suv', 3499, '/ day'],
			['7-seater', 'Innova or similar · Manual', 'van', 3999, '/ day'],
		] as [string, string, VehicleType, number, string][],
		chauffeur: [
			['Executive sedan', 'Up to 3 guests · 3 bags', 'luxury', 95, '/ hour'],
			['Premium SUV', 'Up to 6 guests · 5 bags', 'suv', 125, '/ hour'],
			['Sprinter van', 'Up to 12 guests', 'van', 165, '/ hour'],
			['Airport flat rate', 'Sedan, meet and greet', 'sedan', 89, '/ trip'],
		] as [string, string, VehicleType, number, string][],
		cabs: [
			['Sedan', 'Dzire or similar · 4 seats', 'sedan', 11, '/ km'],
			['SUV', 'Ertiga or similar · 6 seats', 'suv', 14, '/ km'],
			['Tempo Traveller', '12 seats · Group tours', 'van', 22, '/ km'],
			['Bhuj → Dhordo', 'Sedan · Round trip', 'hatch', 3200, 'fixed'],
		] as [string, string, VehicleType, number, string][],
		vans: [
			['12-passenger van', 'Automatic · Bluetooth', 'van', 139, '/ day'],
			['15-passenger van', 'Automatic · Rear AC', 'van', 159, '/ day'],
			['Cargo van', '9 ft load space', 'truck', 119, '/ day'],
			['Minivan', '7 seats · Stow-and-go', 'suv', 99, '/ day'],
		] as [string, string, VehicleType, number, string][],
	}[kind]
	const fleet = cards(c, {
		title: kind === 'cabs' ? 'Choose your cab' : 'Our fleet',
		eyebrow: kind === 'selfdrive' ? 'Available now' : 'Vehicles',
		link: 'Full fleet',
		items: fleetList,
		cols: 4,
		cardH: 420,
		card: (x, y, w, h, [name, meta, type, price, unit], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h) + rect(x + 1, y + 1, w - 2, 170, p.soft, c.r)
			g += photo(c, 'car', x + 12, y + 12, w - 24, 150, { vehicle: type, tone: ['#c1121f', '#f8fafc', '#1d4ed8', '#6b7280'][i], r: Math.max(0, c.r - 4) })
			g += T(c, x + 20, y + 206, name, fit(c, name, w - 40, 20, 14, { f: 'h' }), { f: 'h' }) + T(c, x + 20, y + 232, meta, fit(c, meta, w - 40, 14, 10), { fill: p.muted })
			;[['seat', type === 'van' ? '12' : '5'], ['bag', type === 'suv' ? '4' : '2'], ['snow', 'AC'], ['gauge', 'Auto']].forEach(([ic, label], k) => (g += icon(ic!, x + 20 + k * ((w - 40) / 4), y + 252, 18, p.muted) + T(c, x + 44 + k * ((w - 40) / 4), y + 266, label!, 13, { fill: p.muted })))
			g += rect(x + 20, y + 296, w - 40, 1, p.line) + priceTag(c, x + 20, y + 340, money(c, price), unit, 22)
			g += rect(x + 20, y + 360, w - 40, 42, i === 0 ? p.primary : p.soft, Math.min(c.br, 21)) + T(c, x + w / 2, y + 387, 'Book', 15, { w: 700, fill: i === 0 ? p.onPrimary : p.dim ? p.ink : p.primary, a: 'middle' })
			return g
		},
	})
	const routes = table(c, {
		title: kind === 'cabs' ? 'Popular routes from Bhuj' : 'Popular pick-up points',
		cols: [{ label: 'Route', w: 360 }, { label: 'Distance', w: 160 }, { label: 'Time', w: 160 }, { label: 'Sedan', w: 160, align: 'end' }, { label: 'SUV', w: 160, align: 'end' }],
		rows: (kind === 'cabs' ? ['Bhuj → Dhordo (White Rann)', 'Bhuj → Dholavira', 'Bhuj → Mandvi Beach', 'Bhuj → Ahmedabad Airport'] : cities(c, 4).map((ct) => `${ct} → Airport`)).map((r, i) => [r, `${[86, 210, 60, 330][i]} km`, ['1 h 40 min', '4 h', '1 h 10 min', '5 h 30 min'][i]!, money(c, [2400, 5200, 1700, 7800][i]! * (c.india ? 1 : 0.02)), money(c, [3100, 6600, 2200, 9900][i]! * (c.india ? 1 : 0.02))]),
	})
	const how = steps(c, { title: 'How it works', items: kind === 'selfdrive' ? [['Search', 'Pick a city, dates and car'], ['Verify', 'Upload your licence once'], ['Pay deposit', 'Refunded within 48 hours'], ['Drive', 'Sign the agreement on your phone']] : [['Book', 'Enter your trip in a minute'], ['Confirm', 'Instant confirmation by message'], ['Meet', 'Driver details sent before pick-up'], ['Ride', 'Pay by card, UPI or invoice']], bg: c.p.soft })
	return {
		nav: { style: heroSpec.layout === 'image' ? 'overlay' : heroSpec.layout === 'band' ? (kind === 'chauffeur' ? 'dark' : 'bar') : 'utility', menu: kind === 'chauffeur' ? ['Services', 'Fleet', 'Corporate', 'About'] : ['Cars', 'Locations', 'Deals', 'Business', 'Help'], cta: kind === 'chauffeur' ? 'Book a ride' : 'Manage booking', util: [`24/7 ${phone(c)}`, 'Free cancellation up to 24 h'] },
		hero: heroSpec,
		blocks: [fleet, ...rotate(c, [how, kind === 'cabs' || kind === 'chauffeur' ? routes : features(c, { title: 'Why rent with us', items: [['shield', 'Fully insured', 'Comprehensive cover on every booking.'], ['clock', '24/7 roadside help', 'One call and we are on the way.'], ['calendar', 'Free cancellation', 'Change plans up to a day before.'], ['check', 'No hidden fees', 'The price you see is the price you pay.']], cols: 4 }), quote(c, { text: 'Booked at the airport gate, the car was waiting at the kerb. This is how rentals should work.', name: shortNames(c, 1)[0]!, role: 'Business traveller', seed: 14, style: 'plain' })]), stats(c, [['4.8★', 'Average rating'], ['120+', kind === 'vans' ? 'Vans' : 'Vehicles'], ['24/7', 'Support'], ['98%', 'On-time pick-ups']], 'dark'), faq(c, 'Good to know', ['What documents do I need?', 'Is fuel included?', 'Can I cancel for free?'], 'A valid driving licence, an ID and a card or UPI account for the deposit. We verify the licence online before pick-up.')],
		footer: 'dark',
		cols: [
			['Rent', ['Cars', 'Locations', 'Long term', 'Business']],
			['Help', ['Manage booking', 'Documents', 'FAQ']],
			['Contact', [phone(c), `help@${c.item.domain}`]],
		],
		tagline: 'Simple, fairly priced rentals with instant confirmation.',
		fillers: [cta(c, { title: 'Renting for your company?', sub: 'Monthly invoices and one account for every driver.', button: 'Open a business account' })],
	}
}
