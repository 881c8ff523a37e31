import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** The credentials s3rver accepts (its documented defaults); nothing real. */
const ACCESS_KEY = 'S3RVER'
const SECRET_KEY = 'S3RVER'

export interface TestS3 {
	endpoint: string
	bucket: string
	/** The server's S3_* variables for this store. */
	env: Record<string, string>
	/** What createS3Storage takes for this store. */
	options: { bucket: string; endpoint: string; region: string; forcePathStyle: boolean; credentials: { accessKeyId: string; secretAccessKey: string } }
	close(): Promise<void>
	/** Stops answering (an outage) and keeps the files, for start() to bring back on the same port. */
	stop(): Promise<void>
	start(): Promise<void>
}

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on a free port with one
 * empty bucket: the storage tests and the two-instance test run against it, so they need no
 * cloud account and no environment variable.
 */
export async function startTestS3(bucket = 'agency-test'): Promise<TestS3> {
	const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'))
	let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
	const { port } = await server.run()
	const endpoint = `http://127.0.0.1:${port}`
	let running = true
	return {
		endpoint,
		bucket,
		env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: SECRET_KEY, S3_FORCE_PATH_STYLE: 'true' },
		options: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY } },
		async close() {
			if (running) await server.close()
			running = false
			fs.rmSync(directory, { recursive: true, force: true })
		},
		async stop() {
			if (running) await server.close()
			running = false
		},
		async start() {
			if (running) return
			server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
			await server.run()
			running = true
		},
	}
}
