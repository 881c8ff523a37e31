/**
 * Archetypes for practices that book people in: clinics (dental, hearing,
 * family medicine), studios and gyms with a class timetable or treatment
 * menu, a law firm, and a repair workshop that books service slots.
 */
import { icon } from './icons.ts'
import { rect } from './lib.ts'
import { type Block, block, contactForm, cta, faq, features, logos, posts, pricing, quote, reviews, stats, steps, story, team } from './portfolio-blocks.ts'
import { type Page, areas, has, line, names, phone, pickV, rotate, shortNames, street } from './portfolio-copy.ts'
import { CW, type Ctx, W, X0, fit, heading, mapView, money, para, T, tw } from './portfolio-kit.ts'
import { calendar, floatCard, slotPicker } from './portfolio-widgets.ts'

const TIMES = ['9:00 AM', '9:30 AM', '10:15 AM', '11:00 AM', '12:30 PM', '2:00 PM', '3:15 PM', '4:30 PM', '5:45 PM']

// ------------------------------------------------------------------- clinic

interface ClinicKind {
	menu: string[]
	services: [string, string, string][]
	roles: string[]
	titles: string[]
	sub: string
	eyebrow: string
	book: string
	insurers: string[]
	faq: string[]
}

const CLINICS: Record<'dental' | 'hearing' | 'general', ClinicKind> = {
	dental: {
		menu: ['Treatments', 'Our dentists', 'New patients', 'Pricing', 'Contact'],
		services: [
			['tooth', 'Check-ups & cleaning', 'Twice-yearly exams, scaling and polishing, usually with no wait.'],
			['spark', 'Teeth whitening', 'A brighter smile in a single visit, with a shade you choose.'],
			['shield', 'Root canal treatment', 'Gentle single-sitting treatment with modern rotary tools.'],
			['grid', 'Braces & aligners', 'Clear aligners and fixed braces for teenagers and adults.'],
			['heart', 'Children’s dentistry', 'Friendly first visits, sealants and fluoride care.'],
			['star', 'Crowns & implants', 'Natural-looking crowns and implants made to last.'],
		],
		roles: ['Dentist', 'Orthodontist', 'Endodontist', 'Paediatric dentist'],
		titles: ['Healthy smiles start here', 'Gentle dental care in {place}', 'Your dentist, booked in a minute'],
		sub: 'Pick a treatment, choose a free slot and get a reminder the day before. No calls, no waiting on hold.',
		eyebrow: 'Accepting new patients',
		book: 'Book appointment',
		insurers: ['Arogya Plus', 'Suraksha Health', 'Kshema Assure', 'Unnati Cover', 'Sanjeevani'],
		faq: ['Can I book for my whole family at once?', 'What happens if I need to reschedule?', 'Do you treat dental emergencies?', 'Which payment options do you accept?'],
	},
	hearing: {
		menu: ['Hearing tests', 'Hearing aids', 'Tinnitus', 'Locations', 'About us'],
		services: [
			['ear', 'Hearing evaluations', 'Complete diagnostic tests for adults and children.'],
			['gear', 'Hearing aid fitting', 'Devices from leading makers, fitted and fine-tuned.'],
			['waves', 'Tinnitus relief', 'Sound therapy and counselling that make ringing easier.'],
			['wrench', 'Repairs & cleaning', 'Walk-in checks, new tubes and same-day fixes.'],
			['shield', 'Custom ear protection', 'Moulded plugs for musicians, hunters and workers.'],
			['users', 'Family support', 'Tips for loved ones on clear, easy conversation.'],
		],
		roles: ['Au.D., Audiologist', 'Audiologist', 'Hearing aid specialist', 'Patient coordinator'],
		titles: ['Hear every moment again', 'Hearing care close to home', 'Better hearing starts with a simple test'],
		sub: 'Four clinics, one team of audiologists. Request a hearing test online and we will confirm within the hour.',
		eyebrow: 'Four clinics across central Texas',
		book: 'Request a hearing test',
		insurers: ['Meridian Health', 'Northstar Care', 'Lonestar Mutual', 'Clearpath', 'Summit Plan'],
		faq: ['How long does a hearing test take?', 'Do I need a referral from my doctor?', 'Can I try a hearing aid before buying?', 'Which insurance plans do you accept?'],
	},
	general: {
		menu: ['Services', 'Find a doctor', 'Insurance', 'Patient portal', 'Contact'],
		services: [
			['steth', 'Annual physicals', 'Check-ups, screenings and a plan for the year ahead.'],
			['heart', 'Chronic care', 'Diabetes, blood pressure and asthma, managed together.'],
			['users', 'Children’s health', 'Well-child visits, growth checks and school forms.'],
			['drop', 'Lab tests on site', 'Blood work drawn here, results in your portal.'],
			['shield', 'Vaccinations', 'Flu shots and routine immunisations for every age.'],
			['calendar', 'Same-day visits', 'Sick? Most days we can see you before closing.'],
		],
		roles: ['Family physician', 'Paediatrician', 'Nurse practitioner', 'Internal medicine'],
		titles: ['Care for every age, under one roof', 'Your family doctor in {place}', 'See a doctor who knows your family'],
		sub: 'Find a doctor, book a visit and check your insurance in minutes. Same-day appointments most weekdays.',
		eyebrow: 'Family medicine',
		book: 'Book a visit',
		insurers: ['Meridian Health', 'Northstar Care', 'Lonestar Mutual', 'Clearpath', 'Summit Plan'],
		faq: ['Are you accepting new patients?', 'Which insurance plans do you accept?', 'Can I see my results online?', 'What should I bring to my first visit?'],
	},
}

export function clinicPage(c: Ctx): Page {
	const kind = has(c, /dental|teeth|dentist/) ? 'dental' : has(c, /hearing|audiolog/) ? 'hearing' : 'general'
	const k = CLINICS[kind]
	const docs = names(c, 4, kind === 'hearing' ? '' : 'Dr. ')
	const title = line(c, k.titles)
	const v = c.item.variant
	const picker = slotPicker(c, 460, {
		title: 'Book an appointment',
		service: [kind === 'dental' ? 'Treatment' : 'Reason for visit', k.services[0]![1]],
		who: [docs[0]!, k.roles[0]!],
		slots: TIMES,
		button: 'Confirm appointment',
		seed: 11 + v,
		note: 'Free cancellation up to 24 hours before',
	})
	const heroes: Page['hero'][] = [
		{
			layout: 'split',
			bg: 'soft',
			eyebrow: k.eyebrow,
			title,
			sub: k.sub,
			ctas: [k.book, 'Our services'],
			visual: 'doctor',
			h: 660,
			extra: (top) => floatCard(c, X0 + 560, top + 490, 300, 'calendar', 'Next available: today', `${TIMES[6]} with ${docs[0]}`),
		},
		{ layout: 'split', bg: 'plain', eyebrow: k.eyebrow, title, sub: k.sub, ctas: ['Call us', `${phone(c)}`], panel: picker, h: 700 },
		{ layout: 'image', visual: 'clinic', eyebrow: k.eyebrow, title, sub: k.sub, h: 620, align: 'left', panel: undefined, ctas: [k.book, 'Find a location'] },
	]
	const heroSpec = pickV(c, heroes)
	const team4: Block = team(c, {
		title: kind === 'dental' ? 'Meet our dentists' : kind === 'hearing' ? 'Our audiologists' : 'Find a doctor',
		eyebrow: 'Our team',
		people: docs.map((d, i) => [d, k.roles[i]!] as [string, string]),
		coat: kind !== 'hearing',
		link: 'See all',
		extraH: 40,
		extra: (x, y, w, i) => T(c, x + 22, y + 14, `Next: ${['Today', 'Tomorrow', 'Thu', 'Fri'][i]}, ${TIMES[(i * 3 + 2) % TIMES.length]}`, fit(c, 'Next: Tomorrow, 12:30 PM', w - 44, 14, 10), { w: 600, fill: c.p.primary }),
	})
	const booking: Block = block(640, (y) => {
		const { p } = c
		let g = rect(0, y, W, 640, p.soft)
		g += heading(c, X0, y + 90, 'Book in three steps', { eyebrow: 'Online booking', width: 460 }).svg
		g += para(c, X0, y + 200, 'Choose what you need, pick a time that suits you and confirm. We send a reminder by text the day before, and you can reschedule from the same message.', 440, 17, { fill: p.muted }, 5, 1.6).svg
		;['Choose a treatment', 'Pick a day and time', 'Get a text reminder'].forEach((s, i) => (g += T(c, X0, y + 400 + i * 46, `${i + 1}`, 22, { f: 'h', fill: p.primary }) + T(c, X0 + 34, y + 400 + i * 46, s, 18, { w: 600 })))
		g += rect(X0 + 500, y + 60, 520, 520, p.surface, c.r, `stroke="${p.line}"`)
		g += calendar(c, X0 + 530, y + 90, 220, pickV(c, ['March 2025', 'April 2025', 'May 2025']), { picked: [14], off: [6, 7, 13, 20, 21, 27, 28], start: 5 })
		g += T(c, X0 + 790, y + 110, 'Friday 14', 18, { w: 700 })
		TIMES.slice(0, 7).forEach((t, i) => (g += rect(X0 + 790, y + 130 + i * 52, 200, 42, i === 3 ? p.primary : p.surface, Math.min(c.br, 10), i === 3 ? '' : `stroke="${p.line}"`) + T(c, X0 + 890, y + 157 + i * 52, t, 15, { w: 600, fill: i === 3 ? p.onPrimary : p.ink, a: 'middle' })))
		g += rect(X0 + 530, y + 480, 460, 60, p.primary, Math.min(c.br, 12)) + T(c, X0 + 760, y + 517, `${k.book} · Fri 14, ${TIMES[3]}`, 17, { w: 700, fill: p.onPrimary, a: 'middle' })
		return g
	})
	const locations: Block = block(560, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, 'Find a clinic near you', { eyebrow: 'Locations' }).svg
		const spots = areas(c, 4)
		const mapX = X0 + 440
		const pins = spots.map((_, i) => ({ x: mapX + 90 + i * 140 + (i % 2) * 30, y: y + 230 + (i % 2) * 150, active: i === 0 }))
		g += mapView(c, mapX, y + 160, CW - 440, 360, { pins })
		spots.forEach((s, i) => {
			const ty = y + 160 + i * 92
			g += rect(X0, ty, 410, 80, i === 0 ? p.soft : p.surface, Math.min(c.r, 12), `stroke="${p.line}"`) + icon('pin', X0 + 18, ty + 16, 22, p.primary)
			g += T(c, X0 + 52, ty + 32, `${s} clinic`, 17, { w: 700 }) + T(c, X0 + 52, ty + 56, `Open today until ${['6 PM', '5:30 PM', '7 PM', '5 PM'][i]} · ${phone(c)}`, 14, { fill: p.muted })
		})
		return g
	})
	const revs = reviews(c, {
		title: 'What patients say',
		score: '4.9 average · 320 reviews',
		items: [
			['Booked online at midnight and got a slot the next morning. The reminder text saved me.', shortNames(c, 1)[0]!, 'Patient since 2021'],
			['Kind, unhurried and clear about costs before anything started.', shortNames(c, 2)[1]!, 'Verified patient'],
			['My kids actually look forward to their check-ups now.', shortNames(c, 3)[2]!, 'Parent of two'],
		],
	})
	const services = features(c, { title: kind === 'dental' ? 'Treatments we offer' : kind === 'hearing' ? 'How we can help' : 'Care for the whole family', eyebrow: 'Services', items: k.services, cols: 3, style: pickV(c, ['left', 'card', 'left'] as const) })
	const pickerHero = heroSpec === heroes[1]
	const blocks = [
		pickerHero ? team4 : booking,
		...rotate(c, [services, kind === 'hearing' ? locations : revs, pickerHero ? revs : team4]),
		logos(c, 'We accept most major insurance plans', k.insurers),
		faq(c, 'Questions before your visit', k.faq, 'Yes. Add each person when you book and choose back-to-back slots, or call the front desk and we will arrange it for you.'),
	]
	return {
		nav: { style: pickV(c, ['utility', 'bar', 'overlay'] as const), menu: k.menu, cta: k.book, util: [`${phone(c)} · ${street(c)}`, 'Mon–Sat 9:00–19:00'] },
		hero: heroSpec,
		blocks,
		footer: pickV(c, ['dark', 'light', 'brand'] as const),
		cols: [
			['Patients', ['Book online', 'New patients', 'Insurance', 'Forms']],
			['Clinic', ['Our team', 'Services', 'Careers', 'Contact']],
			['Visit us', [street(c), phone(c), 'Mon–Sat 9:00–19:00']],
		],
		tagline: 'Modern, gentle care with online booking and reminders that keep you on schedule.',
		fillers: [cta(c, { title: 'Ready when you are', sub: 'Most appointments are available within two days.', button: k.book })],
	}
}

// ----------------------------------------------------------------- wellness

export function wellnessPage(c: Ctx): Page {
	const kind = has(c, /\bspa\b|spas\b|massage/) ? 'spa' : has(c, /yoga|meditation/) ? 'yoga' : 'gym'
	const v = c.item.variant
	const teachers = names(c, 4)
	const title = pickV(c, kind === 'spa' ? ['Slow down. Breathe. Unwind.', 'A day spa for the city’s busiest people', 'Rituals for rest and renewal'] : kind === 'yoga' ? ['Find your calm, one breath at a time', 'Yoga for every body', 'Move, breathe and meditate with us'] : ['Stronger together', 'Train with a crew that shows up', 'Classes that fit your week'])
	const sub = kind === 'spa' ? 'Massages, facials and bathing rituals in calm, candle-lit rooms. Gift cards available online.' : kind === 'yoga' ? `Classes in two neighbourhoods and online. Your first class is free.` : 'Strength, HIIT, cycling and mobility classes across five studios. Book from your phone, join the waitlist, never miss a session.'
	const visualKind = kind === 'spa' ? 'spa' : kind === 'yoga' ? 'yoga' : 'gym'
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'image', visual: visualKind, title, sub, eyebrow: kind === 'gym' ? 'Five studios · one membership' : 'Welcome', ctas: [kind === 'spa' ? 'Book a treatment' : 'Try a free class', kind === 'spa' ? 'Gift cards' : 'Timetable'], h: 640, align: kind === 'spa' ? 'center' : 'left' },
		{ layout: 'split', bg: 'soft', visual: visualKind, title, sub, eyebrow: 'First visit? Start here', ctas: [kind === 'spa' ? 'Book a treatment' : 'Book a class', 'Memberships'], h: 640, flip: true },
		{ layout: 'split', bg: 'dark', visual: visualKind, title, sub, eyebrow: 'This week', ctas: ['View timetable', 'Pricing'], h: 620 },
	] as Page['hero'][])
	const classes = kind === 'gym' ? ['Strength', 'HIIT', 'Cycle', 'Mobility', 'Boxing', 'Core'] : ['Hatha', 'Vinyasa', 'Yin', 'Meditation', 'Pranayama', 'Restore']
	const colors = ['#e76f51', '#2a9d8f', '#e9c46a', '#8d99ae', '#6d597a', '#f4a261']
	const timetable: Block = block(720, (y) => {
		const { p, rng } = c
		let g = heading(c, X0, y + 70, 'This week’s timetable', { eyebrow: 'Classes' }).svg
		const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
		const slots = ['6:30', '9:00', '12:15', '17:30', '19:00']
		const gx = X0 + 80
		const cw = (CW - 80) / 7
		days.forEach((d, i) => (g += T(c, gx + cw * (i + 0.5), y + 190, d, 15, { w: 700, a: 'middle', fill: i === 2 ? p.primary : p.ink })))
		slots.forEach((s, r) => {
			const ry = y + 210 + r * 96
			g += T(c, X0, ry + 52, s, 15, { w: 600, fill: p.muted }) + rect(gx, ry, CW - 80, 1, p.line)
			days.forEach((_, i) => {
				if (rng.chance(0.3)) return
				const ci = rng.int(0, classes.length - 1)
				const x = gx + cw * i + 4
				g += rect(x, ry + 8, cw - 8, 80, colors[ci]!, Math.min(c.r, 10), 'fill-opacity=".16"') + rect(x, ry + 8, 4, 80, colors[ci]!)
				g += T(c, x + 14, ry + 36, classes[ci]!, fit(c, classes[ci]!, cw - 30, 15, 11, { w: 700 }), { w: 700 }) + T(c, x + 14, ry + 58, teachers[ci % 4]!.split(' ')[0]!, 13, { fill: p.muted })
				if (rng.chance(0.2)) g += T(c, x + 14, ry + 78, 'Waitlist', 11, { w: 700, fill: '#b45309' })
			})
		})
		return g
	})
	const treatments: Block = block(640, (y) => {
		const { p } = c
		let g = rect(0, y, W, 640, p.soft) + heading(c, W / 2, y + 80, 'Treatment menu', { eyebrow: 'Rituals', a: 'middle' }).svg
		const list: [string, string, number][] = [
			['Deep tissue massage', '60 min', 95],
			['Hot stone ritual', '75 min', 120],
			['Hydrating facial', '50 min', 85],
			['Aromatherapy massage', '60 min', 90],
			['Body scrub & wrap', '70 min', 110],
			['Couples’ retreat', '90 min', 210],
		]
		list.forEach(([name, time, price], i) => {
			const x = X0 + (i % 2) * (CW / 2 + 20)
			const ty = y + 200 + Math.floor(i / 2) * 120
			g += T(c, x, ty, name, 22, { f: 'h' }) + T(c, x + CW / 2 - 40, ty, money(c, price), 22, { f: 'h', a: 'end', fill: p.primary })
			g += `<path d="M${x + tw(c, name, 22, { f: 'h' }) + 16} ${ty - 6}H${x + CW / 2 - 60 - tw(c, money(c, price), 22, { f: 'h' })}" stroke="${p.line}" stroke-width="2" stroke-dasharray="2 6"/>`
			g += T(c, x, ty + 30, `${time} · Includes tea and time in the steam room`, 15, { fill: p.muted })
		})
		return g
	})
	const plans = pricing(c, {
		title: kind === 'spa' ? 'Memberships and packages' : 'Memberships',
		eyebrow: 'Pricing',
		plans: [
			{ name: kind === 'spa' ? 'Single visit' : 'Class pack', price: money(c, c.india ? 1500 : 25), per: kind === 'spa' ? '/visit' : '/class', features: ['Book up to 7 days ahead', 'Mats and towels included', 'Free cancellation'] },
			{ name: 'Unlimited', price: money(c, c.india ? 4500 : 149), per: '/month', features: ['All classes, all locations', 'Priority waitlist', 'Bring a friend monthly', 'App booking'] },
			{ name: 'Annual', price: money(c, c.india ? 42000 : 1390), per: '/year', features: ['Two months free', 'Guest passes', 'Workshops included'] },
		],
	})
	const coaches = team(c, { title: kind === 'gym' ? 'Meet the coaches' : kind === 'yoga' ? 'Our teachers' : 'Our therapists', eyebrow: 'Team', people: teachers.map((t, i) => [t, kind === 'gym' ? ['Head coach', 'Strength coach', 'Cycle lead', 'Mobility coach'][i]! : kind === 'yoga' ? ['Founder, Hatha', 'Vinyasa', 'Yin & meditation', 'Prenatal yoga'][i]! : ['Lead therapist', 'Massage therapist', 'Esthetician', 'Wellness guide'][i]!] as [string, string]) })
	const blocks = kind === 'spa' ? [treatments, ...rotate(c, [story(c, { visual: 'spa', eyebrow: 'The space', title: 'Quiet rooms, warm light, no hurry', text: 'Every visit begins with tea and ends with time to rest. Our therapists tailor pressure, oils and music to you.', bullets: ['Steam room and relaxation lounge', 'Organic oils and linens', 'Gift cards delivered by email'] }), coaches]), plans] : [timetable, ...rotate(c, [coaches, plans]), quote(c, { text: kind === 'gym' ? 'I booked my first class from the car park. Six months later I have not missed a Monday.' : 'The teachers remember your name and your knees. It feels like coming home.', name: shortNames(c, 1)[0]!, role: 'Member since 2022', seed: 5 + v })]
	return {
		nav: { style: pickV(c, ['bar', 'overlay', 'split'] as const), menu: kind === 'spa' ? ['Treatments', 'Packages', 'Gift cards', 'Visit'] : ['Classes', 'Timetable', 'Teachers', 'Pricing', 'Studios'], cta: kind === 'spa' ? 'Book now' : 'Free trial' },
		hero: heroSpec,
		blocks,
		footer: pickV(c, ['dark', 'brand', 'light'] as const),
		cols: [
			['Visit', [street(c), phone(c), 'Open daily 6:00–21:00']],
			['Explore', kind === 'spa' ? ['Treatments', 'Packages', 'Gift cards'] : ['Timetable', 'Teachers', 'Memberships', 'Workshops']],
			['Follow', ['Instagram', 'Newsletter', 'App']],
		],
		tagline: kind === 'spa' ? 'A calm corner of the city for massages, facials and rest.' : 'Classes for every level, booked in seconds from your phone.',
		fillers: [cta(c, { title: kind === 'spa' ? 'Give the gift of rest' : 'Your first class is on us', button: kind === 'spa' ? 'Buy a gift card' : 'Claim free class', style: 'primary' })],
	}
}

// ---------------------------------------------------------------------- law

export function lawPage(c: Ctx): Page {
	const people = names(c, 4)
	const areasList: [string, string, string][] = [
		['briefcase', 'Business formation', 'Choosing the right entity, founder agreements and registrations.'],
		['file', 'Contracts', 'Drafting and reviewing the agreements your business runs on.'],
		['users', 'Employment law', 'Handbooks, hiring, terminations and disputes.'],
		['home', 'Commercial leases', 'Negotiating space that fits your plans and budget.'],
		['scale', 'Disputes & litigation', 'Practical strategies to resolve conflicts early.'],
		['shield', 'Succession planning', 'Protecting what you built when ownership changes.'],
	]
	const title = line(c, ['Straightforward legal advice for growing businesses', 'Counsel for {place} business owners', 'Law that helps your business move forward'])
	const heroSpec: Page['hero'] = pickV(c, [
		{ layout: 'split', bg: 'dark', visual: 'portrait', eyebrow: 'Business law firm', title, sub: 'Clear answers, fixed-fee options and attorneys who return your calls.', ctas: ['Schedule a consultation', 'Practice areas'], h: 660 },
		{ layout: 'image', visual: 'city', eyebrow: 'Business law firm', title, sub: 'Clear answers, fixed-fee options and attorneys who return your calls.', ctas: ['Schedule a consultation', 'Our attorneys'], h: 640, align: 'left' },
	] as Page['hero'][])
	const resources = posts(c, {
		title: 'Resources in plain English',
		items: [
			['Guide', 'LLC or corporation? How to choose for your first business', 'Updated March 2025 · 8 min read', 'desk'],
			['Checklist', 'Ten clauses to check before you sign a commercial lease', 'February 2025 · 5 min read', 'city'],
			['Article', 'Hiring your first employee: what the law requires', 'January 2025 · 6 min read', 'portrait'],
		],
		side: { title: 'Browse by topic', items: ['Starting a business', 'Contracts', 'Employment', 'Real estate', 'Disputes', 'Selling a business'] },
	})
	return {
		nav: { style: 'bar', menu: ['Practice areas', 'Attorneys', 'Resources', 'About', 'Contact'], cta: 'Free consultation', util: [`${phone(c)} · ${street(c)}`, 'Se habla español'] },
		hero: heroSpec,
		blocks: [
			features(c, { title: 'Practice areas', eyebrow: 'How we help', items: areasList, cols: 3, style: 'left' }),
			team(c, { title: 'Our attorneys', eyebrow: 'People', people: people.map((p, i) => [p, ['Founding partner', 'Partner', 'Senior associate', 'Associate'][i]!] as [string, string]) }),
			...rotate(c, [resources, quote(c, { text: 'They explained every option in plain English and closed our acquisition two weeks early.', name: names(c, 1)[0]!, role: 'Founder, regional logistics company', seed: 8, style: 'dark' })]),
			contactForm(c, { title: 'Request a consultation', text: 'Tell us a little about your situation. An attorney will reply within one business day.', fields: [['Full name', 'Jane Smith'], ['Company', 'Smith Roofing LLC'], ['Email', 'jane@example.com'], ['Phone', phone(c)], ['Practice area', 'Contracts'], ['Preferred time', 'Mornings']], button: 'Send request', aside: [['phone', phone(c)], ['mail', `hello@${c.item.domain}`], ['pin', street(c)]] }),
		],
		footer: 'dark',
		cols: [
			['Practice', ['Business formation', 'Contracts', 'Employment', 'Litigation']],
			['Firm', ['Attorneys', 'Careers', 'Resources', 'Contact']],
			['Office', [street(c), phone(c)]],
		],
		tagline: 'Attorney advertising. Prior results do not guarantee a similar outcome.',
	}
}

// ---------------------------------------------------------- service booking

export function serviceBookingPage(c: Ctx): Page {
	const v = c.item.variant
	const packages: [string, number, string[]][] = [
		['Basic tune-up', c.india ? 799 : 59, ['Gears and brakes adjusted', 'Chain cleaned and lubed', 'Safety check']],
		['Full service', c.india ? 1999 : 129, ['Everything in the tune-up', 'Drivetrain deep clean', 'Wheels trued', 'Cables replaced']],
		['E-bike check', c.india ? 1499 : 99, ['Battery health report', 'Motor and sensor test', 'Firmware update']],
		['Wheel build', c.india ? 2499 : 149, ['Hand-built to order', 'Spoke tension logged', 'Ready in three days']],
	]
	const picker = slotPicker(c, 460, { title: 'Book a service', service: ['Service', packages[1]![0]], slots: TIMES, button: 'Book drop-off', seed: 21 + v, note: 'Pay at pick-up · Free rescheduling' })
	return {
		nav: { style: 'bar', menu: ['Services', 'Prices', 'How it works', 'Shop', 'Contact'], cta: 'Book a service' },
		hero: { layout: 'split', bg: 'soft', eyebrow: 'Repairs in 48 hours', title: 'Book your bike in, skip the queue', sub: 'Choose a service, pick a drop-off time and we will text you when it is ready.', ctas: ['See prices', `Call ${phone(c)}`], panel: picker, h: 660 },
		blocks: [
			block(560, (y) => {
				const { p } = c
				let g = heading(c, X0, y + 70, 'Service packages', { eyebrow: 'Prices' }).svg
				const cw = (CW - 3 * 20) / 4
				packages.forEach(([name, price, items], i) => {
					const x = X0 + i * (cw + 20)
					const hi = i === 1
					g += rect(x, y + 170, cw, 340, hi ? p.primary : p.surface, c.r, hi ? '' : `stroke="${p.line}"`)
					const fg = hi ? p.onPrimary : p.ink
					g += T(c, x + 24, y + 218, name, 20, { w: 700, fill: fg }) + T(c, x + 24, y + 270, money(c, price), 38, { f: 'h', fill: fg })
					items.forEach((it, k) => (g += icon('check', x + 24, y + 300 + k * 34, 18, hi ? p.onPrimary : p.primary) + T(c, x + 52, y + 315 + k * 34, it, fit(c, it, cw - 70, 14, 10), { fill: fg })))
					g += rect(x + 24, y + 450, cw - 48, 42, hi ? '#ffffff' : p.soft, Math.min(c.br, 21)) + T(c, x + cw / 2, y + 477, 'Book this', 15, { w: 700, fill: p.primary, a: 'middle' })
				})
				return g
			}),
			steps(c, { title: 'How it works', eyebrow: 'Simple', items: [['Book online', 'Pick a service and a drop-off slot.'], ['Drop it off', 'We check it in with you in five minutes.'], ['Track progress', 'Texts at each step, photos of any issues.'], ['Ride away', 'Pay at pick-up, test ride included.']], bg: c.p.soft }),
			reviews(c, { title: 'Riders trust our workshop', score: '4.8 · 540 reviews', items: [['Booked on Sunday night, bike was ready Tuesday lunchtime. No phone tag.', shortNames(c, 1)[0]!, 'Road cyclist'], ['They sent a photo of my worn chain before replacing it. Honest shop.', shortNames(c, 2)[1]!, 'Commuter'], ['Best wheel build I have owned, and they explained every step.', shortNames(c, 3)[2]!, 'Gravel rider']] }),
			stats(c, [['48 h', 'Average turnaround'], ['6,200', 'Bikes serviced'], ['4.8★', 'Rider rating'], ['7 days', 'Booking window']]),
		],
		footer: 'dark',
		cols: [
			['Workshop', ['Services', 'Prices', 'Book online']],
			['Store', ['Bikes', 'Parts', 'Accessories']],
			['Visit', [street(c), phone(c)]],
		],
		tagline: 'Expert bike repairs with online booking and text updates.',
	}
}
