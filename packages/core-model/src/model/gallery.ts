// Gallery images (spec §3) and blog posts (spec §3 "Blog: list and selected blog").

export interface GalleryImage {
  id: number | null;
  /** Image URL. */
  image: string;
  description: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** A sanitised HTML document (validation's RICH_TEXT_ALLOWLIST; docs/decisions.md "Blog bodies are the one rich text"). */
  body: string;
  image_url: string | null;
  author: string;
  /** ISO 8601. */
  published_at: string;
  /** The page's <title> and meta description; '' falls back to the title and the summary. */
  seo_title: string;
  seo_description: string;
}

export interface BlogState {
  list: BlogPost[];
  selected: BlogPost | null;
}
