export interface Plan {
	id: number
	name: string
	price: number
}

export interface PlanFeature {
	id: number
	name: string
	description: string
	/** Ids of the plans that include the feature. */
	plan_ids: number[]
}

export interface PlanComparison {
	plans: Plan[]
	groups: { id: number; name: string; features: PlanFeature[] }[]
}
