/** The own BFF's answers (SPEC 7.1 `/api/bff/*`): the server makes them, src/api/bffCalls.ts reads them. */

/** A card list item of SPEC 3.1: the shape server/credentials/cardList.ts answers and the member pages read. */
export interface CardListItem {
  readonly key: string;
  readonly name: string;
  readonly icon: string;
  readonly isSelected: boolean;
  readonly brand: string;
  readonly card4no: string;
  readonly ppcdToken: string;
  readonly daikoCd: '0' | '1';
  readonly shuruiNo: string;
  readonly nickname: string;
}

export interface WebToken {
  readonly isAuthentication: boolean;
  readonly webTokenKey: string | null;
}

/**
 * SPEC 3.1 flag keys the member's session carries (server/memberSettings/residenceFlags.ts): they tell the browser
 * which meaning a 4006 or 4007 refusal has (SPEC 8.1 "also address mismatch", "also residence deleted").
 */
export interface SessionFlags {
  readonly addressMismatchFlg: boolean;
  readonly residenceDeleteFlg: boolean;
}

export interface CredentialAnswer {
  readonly ppcdCredential: string;
  readonly activeCardList: readonly CardListItem[];
  readonly sessionFlags: SessionFlags;
}

export interface ExMemberCredential {
  readonly ppcdCredential: string;
  readonly exCardCount: number;
  readonly exCard: CardListItem & { readonly closedOn: string };
}
