import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, readContent } from '../app-content.ts'
import { DEVICE, screenDocument } from './kit.ts'
import { STUDY_SCREENS } from './index.ts'

const studies = readContent(CONTENT_DIR).caseStudies

describe('case-study screens', () => {
	it('give every demo case study its screens, a layout for each gallery picture and a cover', () => {
		for (const study of studies) {
			const screens = STUDY_SCREENS.get(study.slug)
			expect(screens, study.slug).toBeDefined()
			const ids = new Set(screens!.screens.map((screen) => screen.id))
			expect(study.gallery.map((picture) => picture.image)).toEqual(screens!.gallery.map((picture) => picture.file))
			expect(screens!.cover.file).toBe(study.cover)
			expect(ids.has(screens!.cover.desktop) && ids.has(screens!.cover.phone), study.slug).toBe(true)
			for (const { layout } of screens!.gallery) {
				const used = layout.kind === 'desktop' ? [layout.screen] : layout.screens.map((screen) => screen.id)
				for (const id of used) expect(ids.has(id), `${study.slug}: ${id}`).toBe(true)
			}
		}
	})

	it('give each study a pairing and a ground of its own', () => {
		const all = [...STUDY_SCREENS.values()]
		expect(new Set(all.map((study) => study.art.ground)).size).toBe(all.length)
		expect(new Set(all.map((study) => study.faces.join('+'))).size).toBe(all.length)
	})

	it('lay a screen out at its device width, with the faces it names', () => {
		const [study] = STUDY_SCREENS.values()
		const phone = study!.screens.find((screen) => screen.device === 'phone')!
		const html = screenDocument(study!.css, study!.faces, phone)
		expect(html).toContain(`width=${DEVICE.phone.width}`)
		for (const face of study!.faces) expect(html).toContain(`font-family:'${face}'`)
	})
})
