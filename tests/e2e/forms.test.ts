import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../setup/forms.ts'
import { LIMITS } from '#app/features/leads/lead-forms.ts'
import { DESKTOP, hydrated, PHONE, serverHtml, useSite } from './site.ts'

const site = useSite({ RATE_LIMIT_MAX: '1000' })

function query<T>(sql: string, ...params: unknown[]): T[] {
	const db = new SQLite(path.join(site.dataDir(), 'site.db'), { readonly: true })
	try {
		return db.prepare(sql).all(...params) as T[]
	} finally {
		db.close()
	}
}

/** Reads the code the form shows, as a visitor would. */
async function shownCode(page: Page, form: string): Promise<string> {
	const code = page.locator(`${form} .captcha__code [aria-hidden="true"]`)
	await expect.poll(async () => (await code.count()) > 0 && (await code.textContent())?.length === 4, { timeout: 10_000 }).toBe(true)
	return (await code.textContent())!
}

/** Where a form's alert is against the viewport and the fixed navbar (or the top of the page while the navbar is in its place). */
async function alertPlace(page: Page, form: string) {
	return page.evaluate((selector) => {
		const alert = document.querySelector(`${selector} .form-alert`)!.getBoundingClientRect()
		const navbar = document.querySelector('.site-header[data-sticky="true"] .navbar')?.getBoundingClientRect()
		return { top: Math.round(alert.top), bottom: Math.round(alert.bottom), below: Math.round(navbar?.bottom ?? 0), height: window.innerHeight }
	}, form)
}

/** Waits until the form's alert is whole in the viewport, below the navbar (a smooth scroll takes a moment). */
async function expectAlertInView(page: Page, form: string, label: string) {
	await expect
		.poll(async () => {
			const place = await alertPlace(page, form)
			return place.top >= place.below && place.bottom <= place.height
		}, { timeout: 5000, message: `${label}: ${JSON.stringify(await alertPlace(page, form))}` })
		.toBe(true)
}

/** Each named control of a form with its [minlength, maxlength] attributes (null where absent). */
async function lengthLimits(page: Page, form: string): Promise<Record<string, [number | null, number | null]>> {
	return page.locator(`${form} :is(input, textarea)[name]:not([type="hidden"], [type="file"], [tabindex="-1"])`).evaluateAll((controls) =>
		Object.fromEntries(
			controls.map((control) => {
				const number = (name: string) => (control.hasAttribute(name) ? Number(control.getAttribute(name)) : null)
				return [control.getAttribute('name'), [number('minlength'), number('maxlength')]]
			}),
		),
	)
}

describe('lead forms in the browser', () => {
	it('a visitor sends the footer quick contact form: the lead is stored, the alert fades and the fields clear', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const form = 'form[aria-label="Quick contact"]'
		await page.fill(`${form} input[name="name"]`, 'Footer Visitor')
		await page.locator(`${form} input[name="phone"]`).pressSequentially('98ab765-43210')
		expect(await page.inputValue(`${form} input[name="phone"]`)).toBe('9876543210')
		await page.fill(`${form} input[name="email"]`, 'footer@example.com')
		await page.fill(`${form} textarea[name="content"]`, 'Please send me your price list.')
		await page.fill(`${form} input[name="user_captcha"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		const alert = page.locator(`${form} .form-alert--success`)
		await expect.poll(() => alert.textContent()).toMatch(/Thank you for getting in touch/)
		expect(await page.inputValue(`${form} input[name="name"]`)).toBe('')
		// The alert fades after five seconds and then goes.
		await expect.poll(() => alert.count(), { timeout: 8000, interval: 500 }).toBe(0)

		const rows = query<{ form: string; source_page: string }>("select form, source_page from contact_messages where email = 'footer@example.com'")
		expect(rows).toEqual([{ form: 'quick', source_page: '/' }])
		expect(query('select id from outbox where reply_to = ?', 'footer@example.com')).toHaveLength(1)
	})

	it('the proof of work is solved in a same-origin Web Worker, and Submit waits for it with "Checking your browser…"', async () => {
		const page = await site.page(PHONE)
		const workers: string[] = []
		page.on('worker', (worker) => workers.push(worker.url()))
		// A visitor faster than the solver: the challenge arrives only once Submit has been pressed and the form says it waits.
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/api/altcha/challenge', async (route) => {
			await released
			await route.continue()
		})
		const sent: string[] = []
		page.on('request', (request) => {
			if (request.method() === 'POST' && request.url().endsWith('/api/ContactUs/store')) sent.push(request.postData() ?? '')
		})
		await page.goto('/contact-us')
		await hydrated(page)
		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Quick Typist')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550177')
		await page.fill(`${form} input[name="email_id"]`, 'typist@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'Faster than the check.')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		const status = page.locator(`${form} [role="status"].form-status`)
		await expect.poll(() => status.textContent(), { timeout: 5000, interval: 50 }).toBe('Checking your browser…')
		release()
		await expect.poll(() => page.locator(`${form} .form-alert--success`).count(), { timeout: 20_000 }).toBe(1)
		expect(await status.textContent()).toBe('')
		expect(workers.length).toBeGreaterThan(0)
		for (const url of workers) expect(url.startsWith(site.url('/assets/proof-of-work.worker-')), url).toBe(true)
		expect(new URLSearchParams(sent[0]).get('altcha')).toMatch(/^[A-Za-z0-9+/]+=*$/)
		expect(query('select id from contact_messages where email = ?', 'typist@example.com')).toHaveLength(1)
	})

	it('with JavaScript off, each form says that sending needs it and how else to reach the agency', async () => {
		const [contact] = query<{ email: string; phone: string }>('select email, phone from site_contact order by id limit 1')
		const page = await site.page(DESKTOP, { javaScriptEnabled: false })
		await page.goto('/contact-us')
		for (const label of ['Contact us', 'Quick contact']) {
			const form = page.locator(`form[aria-label="${label}"]`)
			// (Playwright's text search skips <noscript>, so the note is found by its class.)
			const note = form.locator('noscript .form-alert')
			expect(await note.isVisible(), label).toBe(true)
			expect(await note.textContent()).toMatch(/^Sending this form needs JavaScript, which is off in your browser\. Write to us at /)
			expect(await form.locator(`a[href="mailto:${contact!.email}"]`).isVisible()).toBe(true)
			expect(await form.locator('a[href^="tel:"]').textContent()).toBe(contact!.phone)
			// Submit cannot send the fields to the page's address instead.
			expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true)
		}
	})

	it('a visitor sees the first error under the field, marked invalid and described', async () => {
		const page = await site.page(PHONE)
		await page.goto('/contact-us')
		await hydrated(page)
		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Short Phone')
		await page.fill(`${form} input[name="mobile_no"]`, '12345')
		await page.fill(`${form} input[name="email_id"]`, 'short@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'Hello')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		const phone = page.locator(`${form} input[name="mobile_no"]`)
		await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true')
		const describedBy = (await phone.getAttribute('aria-describedby'))!.split(' ').at(-1)!
		expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Mobile number must have at least 10 digits')
		expect(await page.locator(`${form} .form-alert--success`).count()).toBe(0)
	})

	it('the contact form says "Captcha Does Not Match" and clears a wrong code, then "Captcha Matched"', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/contact-us')
		await hydrated(page)
		const form = 'form[aria-label="Contact us"]'
		const code = await shownCode(page, form)
		const wrong = code === 'zzzz' ? 'yyyy' : 'zzzz'
		await page.fill(`${form} input[name="user_captcha_input"]`, wrong)
		await expect.poll(() => page.locator(`${form} .captcha__verdict`).textContent()).toBe('Captcha Does Not Match')
		expect(await page.inputValue(`${form} input[name="user_captcha_input"]`)).toBe('')
		await page.fill(`${form} input[name="user_captcha_input"]`, code)
		await expect.poll(() => page.locator(`${form} .captcha__verdict`).textContent()).toBe('Captcha Matched')

		await page.fill(`${form} input[name="name"]`, 'Contact Visitor')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550147')
		await page.fill(`${form} input[name="email_id"]`, 'contact-page@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'We would like a redesign.')
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} .form-alert--success`).textContent()).toMatch(/Thank you/)
		expect(query('select id from contact_messages where email = ?', 'contact-page@example.com')).toHaveLength(1)
	})

	it('the submit button shows progress and cannot send twice', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/contact-us')
		await hydrated(page)
		// The post is held until the button has been looked at and clicked again.
		let release = () => {}
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/api/ContactUs/store', async (route) => {
			await held
			await route.continue()
		})
		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Double Clicker')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550148')
		await page.fill(`${form} input[name="email_id"]`, 'double@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'Only once, please.')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		const button = page.locator(`${form} button[type="submit"]`)
		await button.click()
		expect(await button.isDisabled()).toBe(true)
		expect(await button.textContent()).toMatch(/Sending/)
		await button.click({ force: true }).catch(() => {})
		release()
		await expect.poll(() => page.locator(`${form} .form-alert--success`).count()).toBe(1)
		expect(query('select id from contact_messages where email = ?', 'double@example.com')).toHaveLength(1)
	})

	it('a reader leaves a comment, which waits for moderation', async () => {
		const [post] = query<{ slug: string; id: number }>('select slug, id from blog_posts order by id limit 1')
		const page = await site.page(DESKTOP)
		await page.goto(`/blogdetail/${post!.slug}`)
		await hydrated(page)
		const form = 'form[aria-label="Leave a Comment"]'
		await page.fill(`${form} input[name="name"]`, 'Curious Reader')
		await page.fill(`${form} input[name="email"]`, 'reader@example.com')
		await page.fill(`${form} input[name="phone"]`, '4412345678')
		await page.fill(`${form} textarea[name="comment"]`, 'Does this apply to small shops too?')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} .form-alert--success`).textContent()).toMatch(/approves/)
		expect(query<{ status: string; blog_id: number }>("select status, blog_id from blog_comments where email = 'reader@example.com'")).toEqual([
			{ status: 'pending', blog_id: post!.id },
		])
	})

	it('a client requests a quote from a portfolio page; closing the modal clears the form', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/portfolio/php')
		await hydrated(page)
		await page.getByRole('link', { name: /Request a Quote/i }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Request for Quote' })
		await dialog.waitFor()
		await dialog.locator('input[name="name"]').fill('Quote Client')
		await page.keyboard.press('Escape')
		await page.getByRole('link', { name: /Request a Quote/i }).first().click()
		await dialog.waitFor()
		expect(await dialog.locator('input[name="name"]').inputValue()).toBe('')

		await dialog.locator('input[name="name"]').fill('Quote Client')
		await dialog.locator('input[name="email"]').fill('quote@example.com')
		await dialog.locator('input[name="phone"]').pressSequentially('1.512x555')
		expect(await dialog.locator('input[name="phone"]').inputValue()).toBe('1.512555')
		await dialog.locator('input[name="website"]').fill('www.quote.test')
		await dialog.locator('input[name="company"]').fill('Quote Co')
		await dialog.locator('input[name="budget"]').fill('3000')
		await dialog.locator('input[name="how_know"]').fill('Search')
		await dialog.locator('textarea[name="content"]').fill('A new online shop')
		await dialog.locator('input[name="user_captcha"]').fill(await shownCode(page, 'dialog.modal'))
		await dialog.locator('button[type="submit"]').click()
		await expect.poll(() => dialog.locator('.form-alert--success').textContent()).toMatch(/quote request/)
		const [quote] = query<{ technology: string; portfolio_item_title: string }>("select technology, portfolio_item_title from quote_requests where email = 'quote@example.com'")
		expect(quote!.technology).toBe('php')
		expect(quote!.portfolio_item_title).not.toBe('')
	})

	it('on the Laravel page Submit stays disabled until the ALTCHA check succeeds', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/portfolio/laravel')
		await hydrated(page)
		await page.getByRole('link', { name: /Request a Quote/i }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Request for Quote' })
		await dialog.waitFor()
		const submit = dialog.locator('button[type="submit"]')
		expect(await submit.isDisabled()).toBe(true)
		await dialog.locator('input[name="name"]').fill('Laravel Client')
		await dialog.locator('input[name="email"]').fill('laravel@example.com')
		await dialog.locator('input[name="phone"]').fill('15125550100')
		await dialog.locator('input[name="website"]').fill('www.laravel-client.test')
		await dialog.locator('input[name="company"]').fill('LC Ltd')
		await dialog.locator('input[name="budget"]').fill('9000')
		await dialog.locator('input[name="how_know"]').fill('Portfolio')
		await dialog.locator('textarea[name="content"]').fill('Booking platform')
		await dialog.getByText("I'm not a robot").click()
		await expect.poll(() => submit.isDisabled(), { timeout: 20_000 }).toBe(false)
		await submit.click()
		await expect.poll(() => dialog.locator('.form-alert--success').textContent()).toMatch(/quote request/)
		expect(query("select technology from quote_requests where email = 'laravel@example.com'")).toEqual([{ technology: 'laravel' }])
	})

	it('every length limit of the schemas is an attribute of its input, on all five forms; the verification code has none (spec §5)', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/contact-us')
		await hydrated(page)
		const C = LIMITS.contactUs
		expect(await lengthLimits(page, 'form[aria-label="Contact us"]')).toEqual({
			name: [null, C.name], mobile_no: [C.mobile_no_min, C.mobile_no], email_id: [null, C.email_id], cont_details: [null, C.cont_details], user_captcha_input: [null, null],
		})
		const Q = LIMITS.quickContact
		expect(await lengthLimits(page, 'form[aria-label="Quick contact"]')).toEqual({
			name: [null, Q.name], phone: [Q.phone_min, Q.phone], email: [null, Q.email], content: [null, Q.content], user_captcha: [null, null],
		})

		const [post] = query<{ slug: string }>('select slug from blog_posts order by id limit 1')
		await page.goto(`/blogdetail/${post!.slug}`)
		await hydrated(page)
		const M = LIMITS.comment
		expect(await lengthLimits(page, 'form[aria-label="Leave a Comment"]')).toEqual({
			name: [null, M.name], email: [null, M.email], phone: [M.phone_min, M.phone], comment: [null, M.comment], user_captcha_input: [null, null],
		})

		await page.goto('/portfolio/php')
		await hydrated(page)
		await page.getByRole('link', { name: /Request a Quote/i }).first().click()
		await page.getByRole('dialog', { name: 'Request for Quote' }).waitFor()
		const R = LIMITS.quote
		expect(await lengthLimits(page, 'dialog.modal form')).toEqual({
			name: [null, R.name], email: [null, R.email], phone: [null, R.phone], website: [null, R.website], company: [null, R.company],
			budget: [null, R.budget], how_know: [null, R.how_know], content: [null, R.content], user_captcha: [null, null],
		})

		await page.goto('/career')
		await hydrated(page)
		await page.getByRole('link', { name: /Apply for this Position/i }).first().click()
		await page.getByRole('dialog', { name: 'Apply for This Position' }).waitFor()
		const A = LIMITS.career
		expect(await lengthLimits(page, 'dialog.modal form')).toEqual({
			job_name: [null, A.job_name], job_email: [null, A.job_email], phone: [A.phone_min, A.phone], current_salary: [null, A.current_salary],
			salary: [null, A.salary], desciption: [null, A.description], user_captcha_input: [null, null],
		})
	})

	it('an empty application shows every field\'s error at once, the CV\'s included', async () => {
		const page = await site.page(PHONE)
		await page.goto('/career')
		await hydrated(page)
		await page.getByRole('link', { name: /Apply for this Position/i }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Apply for This Position' })
		await dialog.waitFor()
		await dialog.locator('button[type="submit"]').click()
		const invalid = dialog.locator('[aria-invalid="true"]')
		await expect.poll(() => invalid.evaluateAll((controls) => controls.map((control) => control.getAttribute('name')))).toEqual([
			'job_name', 'job_email', 'phone', 'current_salary', 'salary', 'desciption', 'file', 'user_captcha_input',
		])
		const errors = await dialog.locator('.form-field__error').allTextContents()
		expect(errors).toEqual([
			'Name is required', 'Email is required', 'Phone is required', 'Current salary is required', 'Expected salary is required', 'Cover note is required',
			'Attach your CV as a PDF file', 'Type the verification code shown',
		])
		// The first invalid field has the focus, as on the other forms.
		await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('job_name')
		expect(query('select id from job_applications')).toEqual([])
	})

	it('an applicant applies for the chosen job with a PDF CV', async () => {
		const [job] = query<{ id: number; title: string }>('select id, title from job_openings order by sort_order limit 1')
		const page = await site.page(DESKTOP)
		await page.goto('/career')
		await hydrated(page)
		await page.getByRole('link', { name: /Apply for this Position/i }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Apply for This Position' })
		await dialog.waitFor()
		expect(await dialog.textContent()).toContain(job!.title)
		await dialog.locator('input[name="job_name"]').fill('Applicant One')
		await dialog.locator('input[name="job_email"]').fill('applicant@example.com')
		await dialog.locator('input[name="phone"]').fill('919876543210')
		await dialog.locator('input[name="current_salary"]').fill('40k')
		await dialog.locator('input[name="salary"]').fill('50k')
		await dialog.locator('textarea[name="desciption"]').fill('I love clean PHP.')
		await dialog.locator('input[type="file"]').setInputFiles({ name: 'text.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') })
		await dialog.locator('input[name="user_captcha_input"]').fill(await shownCode(page, 'dialog.modal'))
		await dialog.locator('button[type="submit"]').click()
		const fileError = dialog.locator('input[type="file"] ~ .form-field__error')
		await expect.poll(() => fileError.textContent()).toMatch(/must be a PDF/)

		await dialog.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
		expect(await dialog.locator('.form-file__chosen').textContent()).toMatch(/^Chosen: cv\.pdf \(\d+ KB\)$/)
		await dialog.locator('input[name="user_captcha_input"]').fill(await shownCode(page, 'dialog.modal'))
		await dialog.locator('button[type="submit"]').click()
		await expect.poll(() => dialog.locator('.form-alert--success').textContent()).toMatch(/Thank you for applying/)
		expect(query('select job_id, job_title from job_applications where email = ?', 'applicant@example.com')).toEqual([{ job_id: job!.id, job_title: job!.title }])
	})

	describe.each([['phone', PHONE], ['desktop', DESKTOP]] as const)('on a %s', (label, viewport) => {
		it('after the contact form is sent, its alert is in view below the header, and a line at the form\'s top, focused and in view, says what happens next until the visitor types', async () => {
			const page = await site.page(viewport)
			await page.goto('/contact-us')
			await hydrated(page)
			const form = 'form[aria-label="Contact us"]'
			// The live regions wait, empty, before anything is said in them.
			expect(await page.locator(`${form} .form-alerts[role="status"]:empty`).count()).toBe(1)
			expect(await page.locator(`${form} .form-alerts[role="alert"]:empty`).count()).toBe(1)
			await page.fill(`${form} input[name="name"]`, 'Scrolled Visitor')
			await page.fill(`${form} input[name="mobile_no"]`, '5125550160')
			await page.fill(`${form} input[name="email_id"]`, `scrolled-${label}@example.com`)
			await page.fill(`${form} textarea[name="cont_details"]`, 'Where does the answer show?')
			await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
			await page.click(`${form} button[type="submit"]`)
			const alert = page.locator(`${form} [role="status"] .form-alert--success`)
			await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toMatch(/Thank you/)
			await expectAlertInView(page, form, `contact form, ${label}`)
			const sent = page.locator(`${form} .form-sent`)
			expect(await sent.textContent()).toMatch(/^Sent\. .*replies within one working day/)
			expect(await sent.evaluate((line) => line === document.activeElement)).toBe(true)
			// Above the fields, in view below the fixed navbar.
			const inView = () =>
				sent.evaluate((line) => {
					const box = line.getBoundingClientRect()
					const name = line.closest('form')!.querySelector('input[name="name"]')!.getBoundingClientRect()
					return box.bottom < name.top && box.top >= 76 && box.bottom <= window.innerHeight
				})
			await expect.poll(inView, { message: `the sent line on a ${label}` }).toBe(true)
			if (label === 'desktop') {
				// The alert goes after five seconds; the line stays.
				await expect.poll(() => alert.count(), { timeout: 8000, interval: 500 }).toBe(0)
				expect(await inView()).toBe(true)
			}
			await page.locator(`${form} input[name="name"]`).pressSequentially('A')
			await expect.poll(() => sent.count()).toBe(0)
		})

		it('after a comment is sent, its alert is in view below the header and the line says it is held for moderation', async () => {
			const [post] = query<{ slug: string }>('select slug from blog_posts order by id limit 1')
			const page = await site.page(viewport)
			await page.goto(`/blogdetail/${post!.slug}`)
			await hydrated(page)
			const form = 'form[aria-label="Leave a Comment"]'
			await page.fill(`${form} input[name="name"]`, 'Scrolled Reader')
			await page.fill(`${form} input[name="email"]`, `reader-${label}@example.com`)
			await page.fill(`${form} input[name="phone"]`, '4412345670')
			await page.fill(`${form} textarea[name="comment"]`, 'A long comment.\n'.repeat(12))
			await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
			await page.click(`${form} button[type="submit"]`)
			await expect.poll(() => page.locator(`${form} [role="status"] .form-alert--success`).textContent(), { timeout: 20_000 }).toMatch(/approves/)
			await expectAlertInView(page, form, `comment form, ${label}`)
			const sent = page.locator(`${form} .form-sent`)
			expect(await sent.textContent()).toMatch(/^Sent\. Your comment waits for moderation/)
			await page.locator(`${form} textarea[name="comment"]`).pressSequentially('x')
			await expect.poll(() => sent.count()).toBe(0)
		})
	})

	it('a failure that is no field\'s fault is announced and brought into view too', async () => {
		const page = await site.page(PHONE)
		await page.goto('/contact-us')
		await hydrated(page)
		await page.route('**/api/ContactUs/store', (route) => route.abort())
		const form = 'form[aria-label="Contact us"]'
		await page.fill(`${form} input[name="name"]`, 'Offline Visitor')
		await page.fill(`${form} input[name="mobile_no"]`, '5125550161')
		await page.fill(`${form} input[name="email_id"]`, 'offline@example.com')
		await page.fill(`${form} textarea[name="cont_details"]`, 'No connection.')
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} [role="alert"] .form-alert--failure`).textContent(), { timeout: 20_000 }).toMatch(/could not reach the server/)
		await expectAlertInView(page, form, 'failure, phone')
		expect(await page.locator(`${form} .form-sent`).count()).toBe(0)
	})

	it('a 503 (the database and the spool both away) keeps every field typed, and sending again sends the same message under its key', async () => {
		const page = await site.page(PHONE)
		await page.goto('/contact-us')
		await hydrated(page)
		const form = 'form[aria-label="Contact us"]'
		const keys: string[] = []
		// What the server answers when it can neither store nor spool a message (decision 040).
		await page.route('**/api/ContactUs/store', async (route) => {
			keys.push(String(new URLSearchParams(route.request().postData() ?? '').get('submission_id')))
			await route.fulfill({
				status: 503,
				headers: { 'content-type': 'application/json', 'retry-after': '60' },
				body: JSON.stringify({ success: 0, message: 'We cannot take your message just now. Your text is still in the form: please try again in a minute, or reach us by e-mail or phone.' }),
			})
		})
		const typed = { name: 'Patient Visitor', mobile_no: '5125550162', email_id: 'patient@example.com', cont_details: 'Please call me back.' }
		for (const [name, value] of Object.entries(typed)) await page.fill(`${form} [name="${name}"]`, value)
		const firstCode = await shownCode(page, form)
		await page.fill(`${form} input[name="user_captcha_input"]`, firstCode)
		await page.click(`${form} button[type="submit"]`)
		await expect.poll(() => page.locator(`${form} [role="alert"] .form-alert--failure`).textContent(), { timeout: 20_000 }).toMatch(/Your text is still in the form/)
		for (const [name, value] of Object.entries(typed)) expect(await page.inputValue(`${form} [name="${name}"]`), name).toBe(value)

		// The server is back: the same message goes again, under the same key.
		await page.unroute('**/api/ContactUs/store')
		const sent = page.waitForRequest((request) => request.url().endsWith('/api/ContactUs/store') && request.method() === 'POST')
		// A new code was drawn after the refusal.
		await expect.poll(() => shownCode(page, form), { timeout: 10_000 }).not.toBe(firstCode)
		await page.fill(`${form} input[name="user_captcha_input"]`, await shownCode(page, form))
		await page.click(`${form} button[type="submit"]`)
		expect(new URLSearchParams((await sent).postData() ?? '').get('submission_id')).toBe(keys[0])
		await expect.poll(() => page.locator(`${form} .form-alert--success`).count(), { timeout: 20_000 }).toBe(1)
	})

	it('short free-text fields count their characters as the visitor types, and say when the limit is near', async () => {
		const page = await site.page(PHONE)
		await page.goto('/contact-us')
		await hydrated(page)
		const quick = page.locator('form[aria-label="Quick contact"]')
		const count = quick.locator('.form-field__count')
		expect(await count.locator('[aria-hidden="true"]').textContent()).toBe(`0 / ${LIMITS.quickContact.content}`)
		await quick.locator('textarea[name="content"]').pressSequentially('Hello there')
		expect(await count.locator('[aria-hidden="true"]').textContent()).toBe(`11 / ${LIMITS.quickContact.content}`)
		// The count is the field's description; the live part stays quiet far from the limit.
		const describedBy = (await quick.locator('textarea[name="content"]').getAttribute('aria-describedby'))!.split(' ')
		expect(describedBy).toContain(await count.getAttribute('id'))
		expect(await count.locator('[aria-live="polite"]').textContent()).toBe('')

		await page.goto('/portfolio/php')
		await hydrated(page)
		await page.getByRole('link', { name: /Request a Quote/i }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Request for Quote' })
		await dialog.waitFor()
		const details = dialog.locator('textarea[name="content"]')
		const quoteCount = dialog.locator('.form-field__count')
		await details.fill('x'.repeat(LIMITS.quote.content - 10))
		expect(await quoteCount.locator('[aria-hidden="true"]').textContent()).toBe(`40 / ${LIMITS.quote.content}`)
		expect(await quoteCount.locator('[aria-live="polite"]').textContent()).toBe('10 characters or fewer left.')
		await details.pressSequentially('y'.repeat(12))
		expect(await details.inputValue()).toHaveLength(LIMITS.quote.content)
		expect(await quoteCount.locator('[aria-hidden="true"]').textContent()).toBe(`50 / ${LIMITS.quote.content}`)
		expect(await quoteCount.locator('[aria-live="polite"]').textContent()).toBe('Limit of 50 characters reached.')
		// In the quote form only the project details are counted: the other fields are single lines.
		expect(await dialog.locator('.form-field__count').count()).toBe(1)
	})
})

describe('lead forms in the server\'s HTML', () => {
	it('no verification-code input has a maxlength (spec §5), and the short free-text fields show their count from the start', async () => {
		const [post] = query<{ slug: string }>('select slug from blog_posts order by id limit 1')
		for (const path of ['/contact-us', `/blogdetail/${post!.slug}`]) {
			const { html } = await serverHtml(site, path)
			const captchas = html.match(/<input[^>]*name="user_captcha(?:_input)?"[^>]*>/g) ?? []
			expect(captchas.length, path).toBeGreaterThan(0)
			for (const input of captchas) expect(input, path).not.toMatch(/maxlength/i)
		}
		const { html } = await serverHtml(site, '/contact-us')
		expect(html.replace(/<!-- -->/g, '')).toContain(`<span aria-hidden="true">0 / ${LIMITS.contactUs.cont_details}</span>`)
	})
})
