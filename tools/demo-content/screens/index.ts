import { banyanCourtyard } from './banyan-courtyard.ts'
import { freightpulse } from './freightpulse.ts'
import { gridsense } from './gridsense.ts'
import { kitchenCanvas } from './kitchen-canvas.ts'
import { marigold } from './marigold.ts'
import type { StudyScreens } from './study.ts'
import { tilewalaHome } from './tilewala-home.ts'

/** Every demo case study's screens and art direction, by its slug. */
export const STUDY_SCREENS: ReadonlyMap<string, StudyScreens> = new Map([marigold, banyanCourtyard, freightpulse, tilewalaHome, kitchenCanvas, gridsense].map((study) => [study.slug, study]))
