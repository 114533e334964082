/** 1500 basis points → 「15.0%」 (integers only; the rates are whole tenths of a percent). */
export const rateLabel = (basisPoints: number): string => `${Math.floor(basisPoints / 100)}.${Math.floor((basisPoints % 100) / 10)}%`;
