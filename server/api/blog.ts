import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
	findPostId,
	getCategory,
	getPost,
	listApprovedComments,
	listCategories,
	listPosts,
	postsInCategory,
	recentPosts,
	searchPosts,
} from '#app/features/blog/blog.server.ts'
import type { ApiOptions } from './options.ts'
import { CONTROL_CHARACTERS } from '#app/lib/zod.ts'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { notFound } from './errors.ts'

type IdParams = { Params: { id: string } }

const SearchBody = z.object({
	search_input: z
		.string()
		.max(200, 'Search text can be at most 200 characters')
		.refine((text) => !CONTROL_CHARACTERS.test(text), 'Search text cannot contain control characters')
		.default(''),
	id: z.union([z.string().max(100).refine((text) => !CONTROL_CHARACTERS.test(text), 'Not a category'), z.number().int().min(-2_147_483_648).max(2_147_483_647)]).optional().nullable(),
})

/** The blog: lists, search, categories, detail and its sidebars. */
export async function blogApi(app: FastifyInstance, { db }: ApiOptions) {
	app.get('/Blog/blog', () => listPosts(db))
	app.get('/Blog/blogrecentpost', () => recentPosts(db))

	app.get<IdParams>('/BlogSearch/:id', (request) => searchPosts(db, { text: request.params.id.slice(0, 200) }))

	app.post('/BlogSearchList', async (request, reply) => {
		const body = SearchBody.safeParse(request.body ?? {})
		if (!body.success) {
			return reply.status(422).send({ success: 0, errors: fieldErrors(body.error) })
		}
		const { search_input, id } = body.data
		let categoryId: number | undefined
		if (id !== undefined && id !== null && id !== '') {
			const category = await getCategory(db, String(id))
			if (!category) return notFound(reply, 'Blog category not found')
			categoryId = category.id
		}
		return search_input.trim()
			? searchPosts(db, { text: search_input, categoryId })
			: categoryId === undefined
				? listPosts(db)
				: postsInCategory(db, categoryId)
	})

	app.get<{ Params: { categoryId: string } }>('/blogs/category/:categoryId', async (request, reply) => {
		const category = await getCategory(db, request.params.categoryId)
		if (!category) {
			return reply
				.status(404)
				.send({ success: 0, blogs: [], categoryName: null, message: 'Blog category not found' })
		}
		const blogs = await postsInCategory(db, category.id)
		return {
			success: 1,
			blogs,
			categoryName: category.name,
			message: blogs.length ? 'Blogs found' : 'No blogs found in this category',
		}
	})

	app.get<IdParams>('/blogdetail/:id', async (request, reply) => {
		return (await getPost(db, request.params.id)) ?? notFound(reply, 'Blog post not found')
	})

	// The sidebar calls take the current post's id; an unknown post is a 404.
	const withPost = <T>(load: (postId: number) => Promise<T>) =>
		async (request: { params: { id: string } }, reply: Parameters<typeof notFound>[0]) => {
			const postId = await findPostId(db, request.params.id)
			return postId === undefined ? notFound(reply, 'Blog post not found') : load(postId)
		}
	app.get<IdParams>('/BlogCommentsListing/:id', withPost((postId) => listApprovedComments(db, postId)))
	app.get<IdParams>('/BlogCategoryListing/:id', withPost(() => listCategories(db)))
	app.get<IdParams>('/BlogRecentPost/:id', withPost((postId) => recentPosts(db, postId)))
}
