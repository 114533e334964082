/** GET /v1/step-previews?t=<token> (server/routes/stepPreviews.ts): a step version saved in the staff console. */
export interface StepPreviewAnswer {
  /** The step file (`apply/attribute`). */
  readonly step: string;
  readonly versionId: number;
  readonly state: 'draft' | 'approved' | 'scheduled' | 'published' | 'refused';
  /** The version's compiled module (`/assets/steps/<hash>.js`). */
  readonly module: string;
  /** The live step's texts beside the version's, field by field (`''`: the step's own), for side-by-side reading. */
  readonly texts: readonly { readonly field: string; readonly what: string; readonly live: string; readonly draft: string }[];
}
