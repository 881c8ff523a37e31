import { describe, expect, it } from 'vitest'
import { BUILD_DIR as SERVER_BUILD_DIR, ROOT as SERVER_ROOT, SERVER_ENTRY as SERVER_SERVER_ENTRY } from '#server/paths.ts'
import { BUILD_DIR, ROOT, SERVER_ENTRY } from './build.js'

describe("npm start's build check", () => {
	it('finds the project and its build where the server and the scripts do', () => {
		expect({ ROOT, BUILD_DIR, SERVER_ENTRY }).toEqual({ ROOT: SERVER_ROOT, BUILD_DIR: SERVER_BUILD_DIR, SERVER_ENTRY: SERVER_SERVER_ENTRY })
	})
})
