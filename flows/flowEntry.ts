import type { FlowFormModule } from '../schemas/stepForm';
import type { FlowEngineModule } from './engine';
import type { FlowExamples } from './flowExamples';
import type { FlowRole, FlowSubject } from './flowHost';

/**
 * What a flow file declares of itself (`export const flow = defineFlow({...})` in flows/<id>.ts): who may run it, what
 * one draft is about, where its pages are. flows/generated/registry.ts is made from every flow file's declaration
 * (scripts/flowRegistry.ts, `npm run schemas`); nothing lists the flows by hand. The server-side parts (input
 * builder, checks, completion effect) are the domain modules' own, typed by flow id (server/flows/flowParts.ts).
 */
export interface FlowDeclaration {
  /** The flow's id: its file's name (flows/<id>.ts). */
  readonly id: string;
  /** Who may run it; anyone else is answered 403. */
  readonly roles: readonly FlowRole[];
  /** What one draft is about: one draft per owner and subject. */
  readonly subject: FlowSubject;
  /** URL prefixes of the flow's pages; across flows the longest matching prefix wins (`flowForRoute`). */
  readonly routes: readonly string[];
  /** The schema folder (schemas/<folder>/) its form is, when not the flow's id: two flows over one form. */
  readonly schemas?: string;
  /**
   * Done is not final: the member may run the flow again (a second credit-limit request months later). The view of
   * a done draft offers the first step beside the result (`restartRoute`), and a save of the first step drawn from
   * the done version starts a new run over the same draft row; the finished run stays in the domain table its
   * effect wrote. Without it a done draft answers only its result (an application is made once).
   */
  readonly repeatable?: boolean;
  /**
   * SPEC 2.7 prior route information: the grant a page records when it opens the way to this flow (the revo top
   * for revo cashing, server/flows/priorRoutes.ts). Without it this session, every call of the flow is refused.
   */
  readonly priorRoute?: string;
  /**
   * The flow's own failure page (the bank flows' 「口座を登録できませんでした」, whose way back is the flow's first
   * step): where the page host goes when a call fails, instead of the generic error screen.
   */
  readonly errorRoute?: string;
  /**
   * SPEC 2.7: the flow's pages need an SMS check within its validity (the reissue). Without one every call answers
   * 4032 and the page host sends the person to the check, which brings them back to the page.
   */
  readonly smsRequired?: boolean;
  /**
   * SPEC 6: the holders the service is not for, refused before the first page with the availability code's screen
   * (server/flows/availability.ts): `minor` a member under 18 (code 2), `noAddress` one whose home address is not
   * registered (code 3), `gold` a gold card (code 99). A finished run still shows its result.
   */
  readonly unavailableTo?: readonly UnavailableHolder[];
  /**
   * SPEC 4 card status: the flow uses the card, so a card not in use (sales stopped for loss, theft or by the issuer,
   * suspended) is refused before the first page with the sales-stopped screen (server/flows/standingRefusal.ts).
   */
  readonly needsCardInUse?: boolean;
  /**
   * SPEC 4 residence-document status, 8.3 "usage restricted after expiry": the flow extends credit, so a member whose
   * residence card has expired is refused before the first page with the residence-renewal screen.
   */
  readonly needsValidResidence?: boolean;
}

/** The holders SPEC 6 names as refused some services. */
export type UnavailableHolder = 'minor' | 'noAddress' | 'gold';

/**
 * A registry entry: the declaration, light enough for the browser, and where its form (schemas and validators) and
 * its machine load from on demand, each its own chunk (the browser build refuses both: the server runs them).
 */
export interface FlowEntry extends FlowDeclaration {
  /** The whole form, for the server; a browser page loads its own step's module (src/flow/flowForms.ts). */
  readonly form: () => Promise<{ readonly form: FlowFormModule }>;
  /** The flow file itself: its machine, and its examples for the path walk, the tests and the stories. */
  readonly engine: () => Promise<{ readonly engine: FlowEngineModule; readonly examples?: FlowExamples }>;
}

/** Types a flow file's declaration, keeping its literals for the generated registry's `FlowId`. */
export const defineFlow = <const Declaration extends FlowDeclaration>(declaration: Declaration): Declaration => declaration;
