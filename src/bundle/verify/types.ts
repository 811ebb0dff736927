/** What an air-gapped deployment could not load: resources fetched from another host. */
export type ReferenceKind = 'script' | 'style' | 'font' | 'image';

export interface ExternalReference {
  kind: ReferenceKind;
  /** `host[:port]` of the reference. */
  host: string;
  /** The reference as written, without its query string and fragment. */
  url: string;
}

export interface AirgapFinding extends ExternalReference {
  /** Archive path of the `.html` page (or `.css` file) that makes the reference. */
  page: string;
}
