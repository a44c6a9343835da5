/* Long legal text does not fit a flat dictionary: each language has one module of whole documents. */

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** When the text takes effect; a template says so until counsel approves it. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

export interface VendorRow {
  vendor: string;
  service: string;
  data: string;
  why: string;
}

export interface VendorSharingDocument extends LegalDocument {
  caption: string;
  vendors: VendorRow[];
}

export interface LegalContent {
  terms: LegalDocument;
  privacy: LegalDocument;
  creditReport: LegalDocument;
  vendorSharing: VendorSharingDocument;
}
