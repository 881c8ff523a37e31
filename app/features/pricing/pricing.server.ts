import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { PlanComparison } from './pricing.types.ts'

export async function getPlanComparison(db: Kysely<DB>): Promise<PlanComparison> {
	const [plans, groups, features, links] = await Promise.all([
		db.selectFrom('plans').select(['id', 'name', 'price']).orderBy('sort_order').execute(),
		db.selectFrom('plan_feature_groups').select(['id', 'name']).orderBy('sort_order').execute(),
		db.selectFrom('plan_features').select(['id', 'group_id', 'name', 'description']).orderBy('sort_order').execute(),
		db.selectFrom('plan_feature_plans').select(['feature_id', 'plan_id']).execute(),
	])
	const planOrder = new Map(plans.map((plan, i) => [plan.id, i]))
	const included = new Map<number, number[]>()
	for (const link of links) included.set(link.feature_id, [...(included.get(link.feature_id) ?? []), link.plan_id])
	return {
		plans,
		groups: groups.map((group) => ({
			...group,
			features: features
				.filter((feature) => feature.group_id === group.id)
				.map(({ group_id: _group, ...feature }) => ({
					...feature,
					plan_ids: (included.get(feature.id) ?? []).sort((a, b) => planOrder.get(a)! - planOrder.get(b)!),
				})),
		})),
	}
}
