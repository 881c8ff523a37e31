/**
 * Archetypes for selling things: online shops (a product grid with prices
 * and a cart, dressed for tiles, workwear, groceries, outdoor gear, bikes,
 * handwoven textiles, pet food or spices), a coffee roaster and a food guide.
 */
import { icon } from './icons.ts'
import { circle, rect } from './lib.ts'
import { type Block, type Visual, block, cardFrame, cards, cta, features, newsletter, posts, quote, reviews, steps, story } from './portfolio-blocks.ts'
import { type Page, areas, has, line, phone, pickV, rotate, shortNames, street } from './portfolio-copy.ts'
import { CW, type Ctx, W, X0, btn, chip, field, fit, heading, money, para, stars, T, tw, wrap } from './portfolio-kit.ts'
import { type PhotoKind, type ProductKind, photo } from './portfolio-photos.ts'
import { chipLine, priceTag } from './portfolio-widgets.ts'

type ShopKind = 'tiles' | 'workwear' | 'grocery' | 'outdoor' | 'bike' | 'textile' | 'pet' | 'spice'

interface ShopSpec {
	products: [string, ProductKind, number, string?][]
	categories: [string, ProductKind][]
	scene: PhotoKind
	titles: string[]
	sub: string
	menu: string[]
	usp: [string, string][]
	tones: string[]
}

const SHOPS: Record<ShopKind, ShopSpec> = {
	tiles: {
		products: [
			['Moroccan Blue Encaustic', 'tile', 1240, 'per box'],
			['Terrazzo Grey 60×60', 'tile', 1850, 'per box'],
			['Wall-hung Basin Oval', 'basin', 6490],
			['Hexagon Matte White', 'tile', 980, 'per box'],
			['Sandstone Outdoor 40×40', 'tile', 1420, 'per box'],
			['Countertop Basin Square', 'basin', 4290],
			['Subway Gloss Sage', 'tile', 1120, 'per box'],
			['Wood-look Plank Oak', 'tile', 2160, 'per box'],
		],
		categories: [['Floor tiles', 'tile'], ['Wall tiles', 'tile'], ['Bathroom', 'basin'], ['Kitchen', 'tile'], ['Outdoor', 'tile'], ['Sanitaryware', 'basin']],
		scene: 'kitchen',
		titles: ['Tiles for every room, delivered', '18,000 tiles. One calculator.', 'Floors, walls and bathrooms, sorted'],
		sub: 'Order samples, calculate boxes for your room and get freight quoted to your PIN code.',
		menu: ['Floor', 'Wall', 'Bathroom', 'Kitchen', 'Sanitaryware', 'Offers'],
		usp: [['truck', 'Freight to your PIN'], ['box', 'Samples in 3 days'], ['grid', 'Area calculator'], ['shield', 'Breakage cover']],
		tones: ['#2f5d8c', '#8a8a8a', '#f4f1ea', '#c9a27e'],
	},
	workwear: {
		products: [
			['Hi-Vis Class 2 Vest', 'vest', 14],
			['Insulated Work Jacket', 'jacket', 89],
			['Steel Toe Boot 8"', 'boots', 129],
			['Hard Hat, Vented', 'helmet', 24],
			['FR Work Shirt', 'shirt', 49],
			['Canvas Chore Coat', 'jacket', 74],
			['Composite Toe Hiker', 'boots', 109],
			['Cap-Style Hard Hat', 'helmet', 19],
		],
		categories: [['Hi-vis', 'vest'], ['Jackets', 'jacket'], ['Boots', 'boots'], ['Head protection', 'helmet'], ['Shirts', 'shirt']],
		scene: 'factory',
		titles: ['Gear that works as hard as your crew', 'Uniforms and safety gear for Texas job sites', 'Outfit your whole crew in one order'],
		sub: 'Company accounts with negotiated prices, quick reorder and quotes for bulk orders.',
		menu: ['Hi-vis', 'Boots', 'Jackets', 'Head protection', 'For business'],
		usp: [['truck', 'Ships same day'], ['briefcase', 'Company accounts'], ['file', 'Bulk quotes'], ['shield', 'ANSI certified']],
		tones: ['#f2b705', '#8b5a2b', '#3b3b3b', '#f97316'],
	},
	grocery: {
		products: [
			['Organic Toor Dal 1 kg', 'sack', 189],
			['Cold-pressed Groundnut Oil', 'bottle', 420],
			['Wild Forest Honey', 'jar', 349],
			['Brown Basmati Rice 5 kg', 'sack', 699],
			['Jaggery Powder', 'jar', 129],
			['Turmeric, Lakadong', 'tin', 210],
			['A2 Cow Ghee 500 ml', 'jar', 640],
			['Millet Muesli', 'pouch', 275],
		],
		categories: [['Grains', 'sack'], ['Oils & ghee', 'bottle'], ['Pulses', 'sack'], ['Sweeteners', 'jar'], ['Spices', 'tin'], ['Breakfast', 'pouch']],
		scene: 'field',
		titles: ['Certified organic, delivered fresh', 'Grocery from farms you can trace', 'Good food, straight from the farm'],
		sub: 'Grains, oils and staples from certified organic farms, delivered in a two-hour slot you choose.',
		menu: ['Shop all', 'Staples', 'Oils & ghee', 'Snacks', 'Farms'],
		usp: [['leaf', 'Certified organic'], ['clock', '2-hour slots'], ['truck', 'Free over ₹999'], ['heart', 'Farm-traced']],
		tones: ['#d4a373', '#e9c46a', '#bc6c25', '#606c38'],
	},
	outdoor: {
		products: [
			['Ridgeline 2P Tent', 'tent', 289],
			['Trailhead 45L Pack', 'backpack', 159],
			['Storm Shell Jacket', 'jacket', 199],
			['Summit Mid Boot', 'boots', 169],
			['Basecamp 4P Tent', 'tent', 389],
			['Daybreak 22L Pack', 'backpack', 89],
			['Insulated Puffer', 'jacket', 179],
			['Trail Runner', 'boots', 139],
		],
		categories: [['Tents', 'tent'], ['Packs', 'backpack'], ['Jackets', 'jacket'], ['Footwear', 'boots']],
		scene: 'mountains',
		titles: ['Outfitted for the long weekend', 'Gear for the trail and the campsite', 'Pack light. Go further.'],
		sub: 'Tents, packs and layers tested on the coast and in the mountains. Shipping to the US and Canada.',
		menu: ['Camp', 'Hike', 'Clothing', 'Footwear', 'Sale'],
		usp: [['truck', 'Free shipping over $75'], ['globe', 'US & Canada stores'], ['shield', 'Lifetime repairs'], ['arrow', '60-day returns']],
		tones: ['#2f6f4f', '#c2410c', '#1e3a5f', '#6b4f3a'],
	},
	bike: {
		products: [
			['Roadster Disc 105', 'bike', 1899],
			['Gravel King GRX', 'bike', 2299],
			['Urban Commuter 7', 'bike', 749],
			['Aero Helmet MIPS', 'helmet', 159],
			['Trail Pack 12L', 'backpack', 89],
			['Kids’ 20" Explorer', 'bike', 399],
			['E-Cruiser Step-Thru', 'bike', 2690],
			['Commuter Helmet', 'helmet', 69],
		],
		categories: [['Road', 'bike'], ['Gravel', 'bike'], ['City', 'bike'], ['Helmets', 'helmet'], ['Bags', 'backpack']],
		scene: 'bikeshop',
		titles: ['Find the bike that fits', 'Austin’s independent bike shop, online', 'Ride more. Worry less.'],
		sub: 'Size finder, store pickup in two hours and stock that matches the shop floor in real time.',
		menu: ['Bikes', 'E-bikes', 'Parts', 'Apparel', 'Service'],
		usp: [['bike', 'Size finder'], ['home', 'Pickup in 2 hours'], ['wrench', 'Free first service'], ['shield', 'Price match']],
		tones: ['#c1121f', '#264653', '#e9c46a', '#111827'],
	},
	textile: {
		products: [
			['Indigo Handloom Saree', 'fabric', 6800],
			['Khadi Cotton Kurta', 'shirt', 2400],
			['Ajrakh Block-print Stole', 'scarf', 1850],
			['Handwoven Throw, Madder', 'fabric', 3200],
			['Kala Cotton Shirt', 'shirt', 2900],
			['Bandhani Dupatta', 'scarf', 2100],
			['Linen Table Runner', 'fabric', 1450],
			['Tussar Silk Scarf', 'scarf', 3600],
		],
		categories: [['Sarees', 'fabric'], ['Kurtas', 'shirt'], ['Stoles', 'scarf'], ['Home', 'fabric']],
		scene: 'textile',
		titles: ['Handwoven by the artisans who made it', 'Every thread has a maker', 'Khadi and handloom, from cooperatives across India'],
		sub: 'Textiles bought fairly from artisan cooperatives, shipped worldwide with prices in your currency.',
		menu: ['Sarees', 'Men', 'Home', 'Artisans', 'Journal'],
		usp: [['globe', 'Ships worldwide'], ['users', 'Fair-trade cooperatives'], ['heart', 'Handmade'], ['tag', 'Multi-currency']],
		tones: ['#1e3a8a', '#c1121f', '#b45309', '#6b705c'],
	},
	pet: {
		products: [
			['Chicken & Rice Fresh Meal', 'pouch', 4],
			['Beef & Sweet Potato', 'pouch', 5],
			['Turkey & Quinoa', 'pouch', 5],
			['Ceramic Slow Bowl', 'bowl', 24],
			['Salmon Skin Chews', 'pouch', 12],
			['Puppy Starter Box', 'giftbox', 39],
			['Lamb & Barley', 'pouch', 5],
			['Travel Bowl Set', 'bowl', 18],
		],
		categories: [['Fresh meals', 'pouch'], ['Treats', 'pouch'], ['Bowls', 'bowl'], ['Boxes', 'giftbox']],
		scene: 'house',
		titles: ['Fresh food, portioned for your dog', 'Real food for dogs, delivered in Dallas', 'Take the quiz, meet their plan'],
		sub: 'Tell us about your dog and we cook a plan to match. Skip, pause or change delivery slots anytime.',
		menu: ['How it works', 'Recipes', 'Reviews', 'FAQ'],
		usp: [['heart', 'Vet-designed recipes'], ['truck', 'Local delivery slots'], ['calendar', 'Pause anytime'], ['leaf', 'Human-grade']],
		tones: ['#e76f51', '#2a9d8f', '#f4a261', '#264653'],
	},
	spice: {
		products: [
			['Garam Masala, Small Batch', 'tin', 249],
			['Kashmiri Chilli', 'tin', 199],
			['The Masala Dabba Gift Box', 'giftbox', 1499],
			['Chai Masala', 'jar', 229],
			['Kitchen King Blend', 'tin', 219],
			['Whole Spice Starter Kit', 'giftbox', 999],
			['Pav Bhaji Masala', 'jar', 189],
			['Single-estate Turmeric', 'tin', 179],
		],
		categories: [['Blends', 'tin'], ['Whole spices', 'jar'], ['Gift boxes', 'giftbox'], ['Chai', 'jar']],
		scene: 'plate',
		titles: ['Spices ground fresh in Ahmedabad', 'Small-batch masalas for your dabba', 'Cook like your grandmother did'],
		sub: 'Blends ground weekly, recipes for every tin and gift boxes that ship across India.',
		menu: ['Shop', 'Gift boxes', 'Recipes', 'Our story'],
		usp: [['spark', 'Ground weekly'], ['gift', 'Gift boxes'], ['book', 'Recipe with every tin'], ['truck', 'Ships across India']],
		tones: ['#9b2226', '#ca6702', '#ee9b00', '#005f73'],
	},
}

function shopKind(c: Ctx): ShopKind {
	if (has(c, /\btiles?\b|sanitary/)) return 'tiles'
	if (has(c, /workwear|uniform|safety gear/)) return 'workwear'
	if (has(c, /grocery|organic/)) return 'grocery'
	if (has(c, /camping|outdoor|outfitters/)) return 'outdoor'
	if (has(c, /bicycle|\bbikes?\b|cycling/)) return 'bike'
	if (has(c, /handwoven|khadi|handloom|textile/)) return 'textile'
	if (has(c, /\bdogs?\b|\bpets?\b/)) return 'pet'
	return 'spice'
}

export function shopPage(c: Ctx): Page {
	const kind = shopKind(c)
	const s = SHOPS[kind]
	const v = c.item.variant
	const title = line(c, s.titles)
	const price = (amount: number) => money(c, amount)
	const productPic = (k: ProductKind, i: number): Visual => ({ kind: `product:${k}`, o: { tone: s.tones[i % s.tones.length] } })
	const collage = (x: number, y: number, w: number, h: number) => {
		let g = ''
		s.products.slice(0, 4).forEach(([, k], i) => (g += photo(c, `product:${k}`, x + (i % 2) * (w / 2 + 8), y + Math.floor(i / 2) * (h / 2 + 8), w / 2 - 8, h / 2 - 8, { tone: s.tones[i] })))
		return g
	}
	const heroes: Page['hero'][] = [
		{ layout: 'split', bg: 'soft', visual: productPic(s.products[0]![1], 0), eyebrow: pickV(c, ['New season', 'Just landed', 'Bestsellers']), title, sub: s.sub, ctas: ['Shop now', 'Browse categories'], h: 620 },
		{ layout: 'image', visual: s.scene, eyebrow: 'Free delivery on your first order', title, sub: s.sub, ctas: ['Shop the collection', 'Our story'], h: 620, align: 'left' },
		{ layout: 'split', bg: 'plain', visual: collage, eyebrow: 'Top picks this week', title, sub: s.sub, ctas: ['Shop now', 'Gift cards'], h: 640, flip: true },
		{ layout: 'split', bg: 'dark', visual: s.scene, eyebrow: 'Sale · up to 30% off', title, sub: s.sub, ctas: ['Shop the sale', 'New arrivals'], h: 600 },
	]
	const heroSpec = pickV(c, heroes)
	const rows = pickV(c, [2, 1, 2, 1, 2, 1, 2, 1], 1)
	const grid = cards(c, {
		title: pickV(c, ['Bestsellers', 'New arrivals', 'Most loved', 'Trending now']),
		eyebrow: 'Shop',
		link: 'View all',
		items: s.products.slice(0, rows * 4),
		cols: 4,
		cardH: 410,
		card: (x, y, w, h, [name, k, amount, unit], i) => {
			const { p } = c
			const sale = i % 3 === 1
			let g = cardFrame(c, x, y, w, h, productPic(k, i + v), 250)
			if (sale || i === 0) g += rect(x + 14, y + 14, sale ? 58 : 52, 26, sale ? '#dc2626' : p.dark, 13) + T(c, x + 14 + (sale ? 29 : 26), y + 32, sale ? '−20%' : 'New', 12, { w: 700, fill: '#ffffff', a: 'middle' })
			g += circle(x + w - 30, y + 30, 16, '#ffffff') + icon('heart', x + w - 40, y + 20, 20, '#9ca3af')
			const lines = wrap(c, name, w - 36, 16, { w: 600 }, 2)
			lines.forEach((l, k2) => (g += T(c, x + 18, y + 280 + k2 * 21, l, 16, { w: 600 })))
			g += stars(c, x + 18, y + 300 + lines.length * 21, 12, `(${[128, 54, 312, 19, 87, 240, 66, 41][i]})`)
			const shown = price(sale ? Math.round(amount * 0.8) : amount)
			g += T(c, x + 18, y + h - 24, shown, 20, { f: 'h', fill: sale ? '#dc2626' : p.ink })
			if (sale) g += T(c, x + 26 + tw(c, shown, 20, { f: 'h' }), y + h - 24, price(amount), 14, { fill: p.muted }) + rect(x + 26 + tw(c, shown, 20, { f: 'h' }), y + h - 29, tw(c, price(amount), 14), 1.5, p.muted)
			else if (unit) g += T(c, x + 26 + tw(c, shown, 20, { f: 'h' }), y + h - 24, unit, 13, { fill: p.muted })
			g += rect(x + w - 58, y + h - 56, 42, 42, p.primary, Math.min(c.br, 21)) + icon('cart', x + w - 48, y + h - 46, 22, p.onPrimary)
			return g
		},
	})
	const categories: Block = block(330, (y) => {
		const { p } = c
		let g = T(c, X0, y + 70, 'Shop by category', 28, { f: 'h' })
		const list = s.categories
		const step = CW / list.length
		list.forEach(([label, k], i) => {
			const cx = X0 + step * (i + 0.5)
			const r = Math.min(80, step / 2 - 14)
			g += photo(c, `product:${k}`, cx - r, y + 110, r * 2, r * 2, { r, tone: s.tones[(i + 1) % s.tones.length] })
			g += T(c, cx, y + 140 + r * 2, label, 16, { w: 600, a: 'middle' })
		})
		void p
		return g
	})
	const usp: Block = block(130, (y) => {
		const { p } = c
		let g = rect(0, y + 20, W, 90, p.soft)
		s.usp.forEach(([ic, label], i) => {
			const x = X0 + (CW / s.usp.length) * i + 20
			g += icon(ic, x, y + 52, 26, p.dim ? p.accent : p.primary) + T(c, x + 40, y + 71, label, 16, { w: 600 })
		})
		return g
	})
	const special = shopSpecial(c, kind)
	const storyBlock = story(c, { visual: s.scene, eyebrow: 'Our story', title: kind === 'textile' ? 'Meet the weavers' : kind === 'spice' ? 'Ground in small batches' : 'Why we started', text: kind === 'textile' ? 'We work with twelve cooperatives in Gujarat, Bengal and Andhra. Every product page names the artisan and the village it came from.' : 'We started with one idea: sell only what we would use ourselves, explain it honestly and deliver it quickly.', bullets: kind === 'textile' ? ['Fair prices agreed before weaving', 'Natural dyes wherever possible'] : ['Quality checked by hand', 'Friendly humans on chat'], reverse: v % 2 === 1 })
	const blocks = [grid, special, ...rotate(c, [categories, usp, storyBlock, reviews(c, { title: 'Customers say', score: '4.8 · 2,140 reviews', items: [['Arrived a day early and exactly as pictured. Already ordered again.', shortNames(c, 1)[0]!, 'Verified buyer'], ['Great quality for the price, and returns were painless.', shortNames(c, 2)[1]!, 'Verified buyer'], ['The size guide was spot on. Fits perfectly.', shortNames(c, 3)[2]!, 'Verified buyer']] })])]
	return {
		nav: { style: pickV(c, ['center', 'bar', 'split', 'utility'] as const), menu: s.menu, icons: ['cart', 'user', 'search'], util: [`Free delivery over ${price(c.india ? 999 : 75)}`, `Help: ${phone(c)}`] },
		hero: heroSpec,
		blocks,
		footer: pickV(c, ['dark', 'light', 'brand', 'dark'] as const),
		cols: [
			['Shop', s.menu.slice(0, 4)],
			['Help', ['Delivery', 'Returns', 'Track order', 'Contact']],
			['Company', ['About', 'Careers', 'Stores']],
		],
		tagline: s.sub,
		fillers: [newsletter(c, 'Get 10% off your first order', 'New arrivals and offers, twice a month.'), usp],
	}
}

/** The block that makes each kind of shop itself: a tile calculator, a size finder, a dog quiz… */
function shopSpecial(c: Ctx, kind: ShopKind): Block {
	const { p } = c
	const panel = (y: number, title: string, text: string, draw: (x: number, y: number) => string, tone = p.soft) => {
		let g = rect(X0, y + 40, CW, 380, tone, c.r)
		g += heading(c, X0 + 50, y + 100, title, { width: 430, size: 32 }).svg
		g += para(c, X0 + 50, y + 200, text, 420, 16, { fill: p.muted }, 4).svg
		g += rect(X0 + 540, y + 80, CW - 590, 300, p.surface, c.r, `stroke="${p.line}"`) + draw(X0 + 570, y + 100)
		return g
	}
	const fw = CW - 650
	switch (kind) {
		case 'tiles':
			return block(460, (y) =>
				panel(y, 'How many boxes do I need?', 'Enter your room size and we add ten per cent for cuts and breakage. Order a sample first if you are unsure.', (x, yy) =>
					field(c, x, yy + 10, fw / 2 - 8, 'Length', '4.2 m') + field(c, x + fw / 2 + 8, yy + 10, fw / 2 - 8, 'Width', '3.6 m') + field(c, x, yy + 84, fw, 'Tile', 'Terrazzo Grey 60×60 · 1.44 m² per box', { select: true }) + T(c, x, yy + 196, '11 boxes', 34, { f: 'h', fill: p.primary }) + T(c, x, yy + 226, '15.1 m² + 10% wastage', 15, { fill: p.muted }) + btn(c, x + fw, yy + 176, 'Add to cart', 'p', 16, 'end'),
				),
			)
		case 'workwear':
			return block(460, (y) =>
				panel(y, 'Outfitting a crew?', 'Company accounts get negotiated price lists, quick reorder from past orders and quotes for bulk runs.', (x, yy) => {
					let g = T(c, x, yy + 26, 'Quick reorder', 18, { w: 700 })
					;['Hi-Vis Class 2 Vest × 40', 'Hard Hat, Vented × 40', 'Steel Toe Boot × 12'].forEach((r, i) => (g += rect(x, yy + 46 + i * 56, fw, 46, p.soft, 8) + T(c, x + 16, yy + 75 + i * 56, r, 15) + T(c, x + fw - 16, yy + 75 + i * 56, money(c, [560, 960, 1548][i]!), 15, { w: 700, a: 'end' })))
					return g + btn(c, x, yy + 222, 'Reorder all', 'p', 15) + btn(c, x + btnW2(c, 'Reorder all') + 12, yy + 222, 'Request a quote', 'o', 15)
				}),
			)
		case 'bike':
			return block(460, (y) =>
				panel(y, 'Find your frame size', 'Tell us your height and inseam. We match you to a size on every bike in stock.', (x, yy) => {
					let g = field(c, x, yy + 10, fw / 2 - 8, 'Height', '178 cm') + field(c, x + fw / 2 + 8, yy + 10, fw / 2 - 8, 'Inseam', '82 cm')
					g += rect(x, yy + 100, fw, 8, p.soft, 4) + rect(x, yy + 100, fw * 0.62, 8, p.primary, 4) + circle(x + fw * 0.62, yy + 104, 12, p.primary)
					;['S', 'M', 'L', 'XL'].forEach((sz, i) => (g += T(c, x + (fw / 3) * i, yy + 140, sz, 15, { w: 700, a: 'middle', fill: i === 2 ? p.primary : p.muted })))
					return g + T(c, x, yy + 200, 'Your size: Large (56 cm)', 24, { f: 'h' }) + btn(c, x, yy + 216, 'Shop bikes in my size', 'p', 15)
				}),
			)
		case 'pet':
			return block(460, (y) =>
				panel(y, 'Build your dog’s plan', 'Answer four questions. We portion every meal for their age, weight and activity.', (x, yy) =>
					field(c, x, yy + 10, fw, 'Your dog’s name', 'Biscuit') + field(c, x, yy + 84, fw / 2 - 8, 'Breed', 'Labrador mix', { select: true }) + field(c, x + fw / 2 + 8, yy + 84, fw / 2 - 8, 'Weight', '24 kg') + T(c, x, yy + 186, 'Activity', 14, { w: 600, fill: p.muted }) + chipLine(c, x, yy + 198, ['Couch potato', 'Active', 'Very active'], x + fw),
					p.soft2,
				),
			)
		case 'grocery':
			return block(460, (y) =>
				panel(y, 'Choose your delivery slot', 'Order by 10 PM for next-morning slots. Slots in your area are shown live.', (x, yy) => {
					let g = T(c, x, yy + 26, 'Tomorrow', 18, { w: 700 })
					;['7–9 AM', '9–11 AM', '11 AM–1 PM', '4–6 PM', '6–8 PM', '8–10 PM'].forEach((t, i) => {
						const ch = chip(c, x + (i % 3) * (fw / 3), yy + 46 + Math.floor(i / 3) * 52, t, i === 1, 14)
						g += ch.svg
					})
					return g + T(c, x, yy + 190, 'Free delivery on orders over ₹999', 15, { fill: p.muted }) + btn(c, x, yy + 206, 'Continue to checkout', 'p', 15)
				}),
			)
		case 'outdoor':
			return story(c, { visual: 'forest', eyebrow: 'Field tested', title: 'Tested on the coast and in the mountains', text: 'Every tent and pack we sell has spent a weekend outside with our staff first. If it fails, we repair it for life.', bullets: ['Separate US and Canadian stores', 'Duties included at checkout'], bg: p.soft })
		case 'textile':
			return cards(c, {
				title: 'Meet the artisans',
				eyebrow: 'Cooperatives',
				items: [
					['Kala cotton weavers', 'Bhujodi, Kutch'],
					['Ajrakh printers', 'Ajrakhpur, Kutch'],
					['Jamdani weavers', 'Phulia, Bengal'],
				] as [string, string][],
				cols: 3,
				cardH: 330,
				card: (x, y, w, h, [name, placeName]) => cardFrame(c, x, y, w, h, 'portrait', 210) + T(c, x + 20, y + 250, name, 20, { f: 'h' }) + T(c, x + 20, y + 278, placeName, 15, { fill: p.muted }) + T(c, x + 20, y + 308, 'Read their story →', 14, { w: 600, fill: p.primary }),
			})
		default:
			return cards(c, {
				title: 'Cook with us',
				eyebrow: 'Recipes',
				link: 'All recipes',
				items: [
					['Dal tadka in 20 minutes', 'Garam Masala · Kashmiri Chilli'],
					['Masala chai, the real way', 'Chai Masala'],
					['Pav bhaji for a crowd', 'Pav Bhaji Masala'],
				] as [string, string][],
				cols: 3,
				cardH: 330,
				card: (x, y, w, h, [name, uses]) => cardFrame(c, x, y, w, h, 'plate', 210) + T(c, x + 20, y + 250, name, fit(c, name, w - 40, 20, 14, { f: 'h' }), { f: 'h' }) + T(c, x + 20, y + 278, `Uses: ${uses}`, fit(c, `Uses: ${uses}`, w - 40, 14, 10), { fill: p.muted }) + T(c, x + 20, y + 308, '25 min · Serves 4', 14, { w: 600, fill: p.primary }),
			})
	}
}

function btnW2(c: Ctx, label: string): number {
	return tw(c, label, 15, { w: 600 }) + 15 * 2.5
}

// --------------------------------------------------------------------- cafe

export function cafePage(c: Ctx): Page {
	const v = c.item.variant
	const coffees: [string, string, number][] = [
		['Ethiopia Guji', 'Peach · jasmine · honey', 19],
		['Colombia Huila', 'Red apple · caramel', 17],
		['House Espresso', 'Cocoa · hazelnut · cherry', 16],
		['Sumatra Decaf', 'Cedar · dark chocolate', 18],
	]
	const title = pickV(c, ['Roasted in small batches, brewed with care', 'Coffee with a story in every bag', 'From the farm to your cup'])
	const sub = 'Single origins and blends roasted every Tuesday, with brewing guides and a wholesale programme for cafés.'
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'split', bg: 'soft', visual: 'coffee', eyebrow: 'Fresh this week', title, sub, ctas: ['Shop coffee', 'Wholesale'], h: 640 },
		{ layout: 'image', visual: 'coffee', eyebrow: 'Specialty roaster', title, sub, ctas: ['Shop coffee', 'Visit a café'], h: 640, align: 'left' },
	] as Page['hero'][])
	const shop = cards(c, {
		title: 'Our coffees',
		eyebrow: 'Shop',
		link: 'All coffees',
		items: coffees,
		cols: 4,
		cardH: 440,
		card: (x, y, w, h, [name, notes, amount], i) => {
			const { p } = c
			let g = cardFrame(c, x, y, w, h, { kind: 'product:coffeebag', o: { tone: ['#b5651d', '#3d5a80', '#7f5539', '#6b705c'][i] } }, 260)
			g += T(c, x + 20, y + 296, name, 20, { f: 'h' }) + T(c, x + 20, y + 322, notes, fit(c, notes, w - 40, 14, 10), { fill: p.muted })
			g += T(c, x + 20, y + 352, '340 g · Whole bean or ground', 13, { fill: p.muted })
			g += priceTag(c, x + 20, y + h - 26, money(c, amount), '', 21) + btn(c, x + w - 18, y + h - 58, 'Add', 'p', 14, 'end')
			return g
		},
	})
	const brew = steps(c, { title: 'Brew a better pour-over', eyebrow: 'Brewing guide', items: [['22 g coffee', 'Medium-fine, like sea salt'], ['350 ml water', 'Just off the boil, 93 °C'], ['Bloom 40 s', 'Pour 50 ml and wait'], ['Finish by 3:30', 'Slow circles to the top']], bg: c.p.soft })
	const wholesale = cta(c, { title: 'Wholesale for cafés and offices', sub: 'Training, equipment advice and weekly roasting for your menu.', button: 'Become a partner', style: 'photo', visual: 'coffee' })
	const cafes = cards(c, {
		title: 'Visit our cafés',
		items: areas(c, 3),
		cols: 3,
		cardH: 330,
		card: (x, y, w, h, area) => cardFrame(c, x, y, w, h, 'interior', 200) + T(c, x + 20, y + 240, area, 22, { f: 'h' }) + T(c, x + 20, y + 268, street(c), fit(c, street(c), w - 40, 14, 10), { fill: c.p.muted }) + T(c, x + 20, y + 300, 'Open daily 7:00–18:00', 14, { w: 600, fill: c.p.primary }),
	})
	return {
		nav: { style: pickV(c, ['split', 'bar'] as const), menu: ['Shop', 'Subscriptions', 'Brew guides', 'Wholesale', 'Cafés'], icons: ['cart'] },
		hero: heroSpec,
		blocks: [shop, ...rotate(c, [story(c, { visual: 'field', eyebrow: 'Origins', title: 'We buy from farms we visit', text: 'Direct relationships with growers in Ethiopia, Colombia and Sumatra mean better coffee and better prices for the people who grow it.', bullets: ['Traceable to the farm', 'Roasted every Tuesday'], reverse: v % 2 === 1 }), brew, cafes]), wholesale],
		footer: 'dark',
		cols: [
			['Coffee', ['Single origins', 'Blends', 'Subscriptions']],
			['Learn', ['Brew guides', 'Origins', 'Journal']],
			['Business', ['Wholesale', 'Training', 'Contact']],
		],
		tagline: 'Specialty coffee roasted in small batches.',
		fillers: [newsletter(c, 'Fresh roast alerts', 'Know when a new origin lands.'), quote(c, { text: 'The Guji changed how I think about coffee. I now own three kettles.', name: shortNames(c, 1)[0]!, role: 'Subscriber since 2022', seed: 4, style: 'plain' })],
	}
}

// ---------------------------------------------------------------- food guide

export function foodGuidePage(c: Ctx): Page {
	const cuisines = ['All', 'Gujarati thali', 'Street food', 'Cafés', 'Sweets', 'Fine dining', 'Vegan', 'Late night']
	const spots = areas(c, 6)
	const hero: Page['hero'] = {
		layout: 'split',
		bg: 'plain',
		h: 620,
		title: '',
		extra: (top) => {
			const { p } = c
			let g = photo(c, 'plate', X0, top + 30, 700, 440)
			g += rect(X0, top + 330, 700, 140, '#000000', 0, 'fill-opacity=".0"')
			g += T(c, X0, top + 510, 'GUIDE · THALIS', 13, { w: 700, ls: 2, fill: p.primary })
			const lines = wrap(c, 'The 12 best thalis in Ahmedabad right now', 700, 36, { f: 'h' }, 2)
			lines.forEach((l, i) => (g += T(c, X0, top + 552 + i * 42, l, 36, { f: 'h' })))
			const sx = X0 + 740
			g += T(c, sx, top + 52, 'Trending', 18, { w: 700 })
			;[
				['Street food', 'Where to eat after midnight in the old city', 'desk'],
				['Sweets', 'A mithai crawl through Manek Chowk', 'plate'],
				['Cafés', 'Ten quiet cafés to work from', 'coffee'],
			].forEach(([tag, t, pic], i) => {
				const ty = top + 76 + i * 134
				g += photo(c, pic as PhotoKind, sx, ty, 110, 110, { r: 8 })
				g += T(c, sx + 126, ty + 18, tag!.toUpperCase(), 11, { w: 700, ls: 1.5, fill: p.primary })
				wrap(c, t!, CW - 740 - 130, 17, { f: 'h' }, 3).forEach((l, k) => (g += T(c, sx + 126, ty + 44 + k * 22, l, 17, { f: 'h' })))
			})
			return g
		},
	}
	const top10: Block = block(620, (y) => {
		const { p } = c
		let g = rect(0, y, W, 620, p.soft) + heading(c, X0, y + 70, 'Top rated this week', { eyebrow: 'Reader picks' }).svg
		g += chipLine(c, X0, y + 160, cuisines, W - X0)
		const list = ['Agashiye Terrace', 'Swati Snacks House', 'Gopi Dining Hall', 'Manek Chowk Night Market', 'Chai Adda', 'The Green House Café']
		list.forEach((name, i) => {
			const x = X0 + (i % 2) * (CW / 2 + 12)
			const ty = y + 230 + Math.floor(i / 2) * 120
			g += rect(x, ty, CW / 2 - 12, 104, p.surface, c.r, `stroke="${p.line}"`) + T(c, x + 24, ty + 64, String(i + 1), 40, { f: 'h', fill: p.primary })
			g += photo(c, 'plate', x + 74, ty + 14, 76, 76, { r: 8 })
			g += T(c, x + 168, ty + 38, name, 18, { w: 700 }) + T(c, x + 168, ty + 62, `${spots[i % spots.length]} · ${cuisines[(i % 6) + 1]}`, 14, { fill: p.muted })
			g += stars(c, x + 168, ty + 86, 13, `${(4.9 - i * 0.1).toFixed(1)}`) + T(c, x + CW / 2 - 40, ty + 62, c.cur.repeat(1 + (i % 3)), 16, { w: 700, fill: p.muted, a: 'end' })
		})
		return g
	})
	const stories = posts(c, {
		title: 'Latest stories',
		items: [
			['Review', 'Inside the new Gujarati tasting menu everyone is booking', '12 March · 6 min read', 'plate'],
			['Neighbourhood', 'A food walk through Law Garden after dark', '8 March · 9 min read', 'city'],
			['Interview', 'The family behind Ahmedabad’s oldest farsan shop', '3 March · 7 min read', 'portrait'],
		],
		side: { title: 'Browse by area', items: spots.slice(0, 6) },
	})
	return {
		nav: { style: 'bar', menu: ['Guides', 'Reviews', 'Neighbourhoods', 'Newsletter'], icons: ['search'], cta: 'Submit a place' },
		hero,
		blocks: [top10, stories, newsletter(c, 'The weekly bite', 'New openings and the best plates, every Friday.', 'Sign up')],
		footer: 'dark',
		cols: [
			['Explore', ['Guides', 'Reviews', 'Neighbourhoods']],
			['About', ['Our team', 'Advertise', 'Contact']],
			['Follow', ['Instagram', 'YouTube', 'Newsletter']],
		],
		tagline: 'Where and what to eat in Ahmedabad, since 2014.',
		fillers: [features(c, { title: 'Plan your next meal', items: [['search', 'Search by dish', 'Find the best dhokla or dosa near you.'], ['pin', 'Maps for every guide', 'Save places and get directions.'], ['star', 'Honest reviews', 'We pay for every meal we review.']], cols: 3, style: 'plain' })],
	}
}
