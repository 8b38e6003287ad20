import { z } from 'zod';
import { JOURNEY_KINDS } from '../domain/quiz';
import { photoSchema } from './photos';
import { multiLineText, singleLineText } from './plain-text';
import { recordDateSchema } from './stays';

export const JOURNEY_LIMITS = {
  plansPerUser: 50,
  itemsPerPlan: 100,
  nameLength: 100,
  descriptionLength: 1000,
  noteLength: 1000,
} as const;

export const NEW_PLAN_NAME = 'New Wellness Journey';

export const JOURNEY_ITEM_KINDS = JOURNEY_KINDS;
export type JourneyItemKind = (typeof JOURNEY_ITEM_KINDS)[number];

const planFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Give the plan a name')
    .max(JOURNEY_LIMITS.nameLength, `Name: at most ${JOURNEY_LIMITS.nameLength} characters`)
    .check(singleLineText),
  description: z
    .string()
    .trim()
    .max(
      JOURNEY_LIMITS.descriptionLength,
      `Description: at most ${JOURNEY_LIMITS.descriptionLength} characters`,
    )
    .check(multiLineText),
  startDate: recordDateSchema.nullable(),
  endDate: recordDateSchema.nullable(),
};

const datesInOrder = (p: { startDate?: string | null; endDate?: string | null }) =>
  !p.startDate || !p.endDate || p.endDate >= p.startDate;
const datesMessage = { path: ['endDate'], message: 'The end date cannot be before the start date' };

export const createPlanSchema = z
  .object({
    name: planFields.name.optional(),
    description: planFields.description.optional(),
    startDate: planFields.startDate.optional(),
    endDate: planFields.endDate.optional(),
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type CreatePlanInput = z.input<typeof createPlanSchema>;

/** Every field of a plan, all at once: the planner's form saves the whole plan. */
export const updatePlanSchema = z.object(planFields).strict().refine(datesInOrder, datesMessage);
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;

export const addPlanItemSchema = z
  .object({
    kind: z.enum(JOURNEY_ITEM_KINDS, { error: 'kind: stay, service or product' }),
    refId: z.number().int().min(1, 'refId: a positive id').max(2_147_483_647),
    note: z
      .string()
      .trim()
      .max(JOURNEY_LIMITS.noteLength, `Note: at most ${JOURNEY_LIMITS.noteLength} characters`)
      .check(multiLineText)
      .optional(),
  })
  .strict();
export type AddPlanItemInput = z.input<typeof addPlanItemSchema>;

export const updatePlanItemSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(JOURNEY_LIMITS.noteLength, `Note: at most ${JOURNEY_LIMITS.noteLength} characters`)
      .check(multiLineText),
  })
  .strict();

export const reorderPlanItemsSchema = z
  .object({
    itemIds: z
      .array(z.number().int().min(1))
      .min(1, 'itemIds: at least one item')
      .max(JOURNEY_LIMITS.itemsPerPlan)
      .refine((ids) => new Set(ids).size === ids.length, 'itemIds: each item once'),
  })
  .strict();

export const planSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  itemCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planItemSchema = z.object({
  id: z.number(),
  kind: z.enum(JOURNEY_ITEM_KINDS),
  refId: z.number(),
  note: z.string(),
  position: z.number(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** A stay's cover photo from its partner, shown instead of `image`; null when it has none. */
  photo: photoSchema.nullable(),
  /** Cents: per night, per session or per item. */
  priceCents: z.number().int(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planDetailSchema = planSummarySchema.extend({ items: z.array(planItemSchema) });
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const plansResponseSchema = z.object({ items: z.array(planSummarySchema) });

export const savedItemResponseSchema = z.object({
  plan: planSummarySchema,
  item: planItemSchema,
  /** False when the item was already in the plan (saving again changes nothing). */
  created: z.boolean(),
});
export type SavedItemResponse = z.infer<typeof savedItemResponseSchema>;
