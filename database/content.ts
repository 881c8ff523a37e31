import fs from 'node:fs'
import path from 'node:path'
import { marked } from 'marked'
import YAML from 'yaml'
import type { z } from 'zod'
import {
	BlogCategoriesSchema,
	BlogCommentsSchema,
	BlogPostFrontMatterSchema,
	CaseStudyFrontMatterSchema,
	EventsSchema,
	FaqsSchema,
	JobsSchema,
	LogosSchema,
	MetaPagesSchema,
	PageFrontMatterSchema,
	PlansSchema,
	PortfolioCategoriesSchema,
	PortfolioItemsSchema,
	ServiceFrontMatterSchema,
	SiteSchema,
	TeamSchema,
	TestimonialsSchema,
} from './content.schema.ts'

/**
 * The demo content of content/, read and checked against its schemas: the
 * one reader for the seed and the image generator. A file that does not fit
 * its schema stops the reader with the file, the field and the problem.
 */
export type Content = ReturnType<typeof readContent>

export function readContent(dir: string) {
	const json = <T extends z.ZodType>(file: string, schema: T): z.infer<T> =>
		parse(file, schema, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))
	const markdown = <T extends z.ZodType>(folder: string, schema: T) =>
		fs
			.readdirSync(path.join(dir, folder))
			.filter((name) => name.endsWith('.md'))
			.sort()
			.map((name) => {
				const file = path.join(folder, name)
				const { data, body } = splitFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'), file)
				return { ...(parse(file, schema, data) as z.infer<T> & object), markdown: body, html: marked.parse(body, { async: false }) }
			})

	return {
		site: json('site.json', SiteSchema),
		metaPages: json('meta-pages.json', MetaPagesSchema),
		pages: markdown('pages', PageFrontMatterSchema),
		services: markdown('services', ServiceFrontMatterSchema),
		blogCategories: json('blog/categories.json', BlogCategoriesSchema),
		blogPosts: markdown('blog/posts', BlogPostFrontMatterSchema),
		blogComments: json('blog/comments.json', BlogCommentsSchema),
		portfolioCategories: json('portfolio/categories.json', PortfolioCategoriesSchema),
		portfolioItems: json('portfolio/items.json', PortfolioItemsSchema),
		caseStudies: markdown('case-studies', CaseStudyFrontMatterSchema).map((study) => ({ ...study, briefHtml: marked.parse(study.brief, { async: false }) })),
		logos: json('logos.json', LogosSchema),
		testimonials: json('testimonials.json', TestimonialsSchema),
		faqs: json('faqs.json', FaqsSchema),
		jobs: json('jobs.json', JobsSchema),
		events: json('events.json', EventsSchema),
		plans: json('plans.json', PlansSchema),
		team: json('team.json', TeamSchema),
	}
}

function parse<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
	const result = schema.safeParse(data)
	if (!result.success) {
		const issue = result.error.issues[0]!
		throw new Error(`content/${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
	}
	return result.data
}

function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
	if (!match) throw new Error(`content/${file}: missing YAML front matter`)
	return { data: YAML.parse(match[1]!), body: match[2]! }
}
