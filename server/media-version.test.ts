import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoMediaVersion } from './media-version.ts'

describe('the demo pictures\' version', () => {
	it('changes when a file\'s bytes or name change, and only then', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-version-'))
		fs.mkdirSync(path.join(dir, 'blog'))
		fs.writeFileSync(path.join(dir, 'blog', 'a.svg'), '<svg/>')
		fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg id="logo"/>')
		const first = demoMediaVersion(dir)
		expect(first).toMatch(/^[\w-]{10}$/)
		expect(demoMediaVersion(dir)).toBe(first)
		fs.writeFileSync(path.join(dir, 'blog', 'a.svg'), '<svg width="1"/>')
		const edited = demoMediaVersion(dir)
		expect(edited).not.toBe(first)
		fs.renameSync(path.join(dir, 'blog', 'a.svg'), path.join(dir, 'blog', 'b.svg'))
		expect(demoMediaVersion(dir)).not.toBe(edited)
		fs.rmSync(dir, { recursive: true })
	})
})
