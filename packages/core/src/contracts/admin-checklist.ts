import { z } from 'zod/mini';

/** What is left after the first-run setup (issue 14 §2), in the order the card lists it. */
export const checklistItemKeys = ['payments', 'photos', 'promoCodes', 'team'] as const;
export type ChecklistItemKey = (typeof checklistItemKeys)[number];

export const checklistItemSchema = z.object({
  key: z.enum(checklistItemKeys),
  done: z.boolean(),
  /** How many are missing (staff without a photo); 0 when done or not counted. */
  missing: z.int(),
});

export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** `GET /admin/checklist`: the items, computed by the server, and whether the card was put away. */
export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  dismissed: z.boolean(),
  /** The owner may put the card away before everything is done (it hides itself then). */
  canDismiss: z.boolean(),
});

export type Checklist = z.infer<typeof checklistSchema>;
