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

export interface CredentialAnswer {
  readonly ppcdCredential: string;
  readonly activeCardList: readonly CardListItem[];
}

export interface ExMemberCredential {
  readonly ppcdCredential: string;
  readonly exCardCount: number;
  readonly exCard: CardListItem & { readonly closedOn: string };
}
