/** The scanner every upload passes through before it is stored (DESIGN.md: size, type, name and virus checks). */
export interface VirusScanner {
  /** 'infected' names what was found, for the operator's log only. */
  scan(bytes: Buffer): Promise<{ readonly verdict: 'clean' } | { readonly verdict: 'infected'; readonly signature: string }>;
}
