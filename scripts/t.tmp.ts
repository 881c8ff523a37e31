import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path'
import { startServer } from './lib/server-process.ts'
const server = await startServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'csp-t-')), DATABASE_URL: '', LOG_LEVEL: 'warn' })
try {
  const html = await (await fetch(server.url + '/no-such-page')).text()
  console.log([...html.matchAll(/<[^>]*\sstyle=[^>]*>/g)].map(m => m[0].slice(0, 200)))
  console.log([...html.matchAll(/<a [^>]*href="\/(faq|blog|career)"[^>]*>/g)].map(m => m[0].slice(0, 150)).slice(0, 5))
} finally { await server.stop() }
