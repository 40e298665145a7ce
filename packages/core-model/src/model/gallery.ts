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
  /** Plain text paragraphs (entered text is plain text, ARCHITECTURE "Choices"). */
  body: string;
  image_url: string | null;
  author: string;
  /** ISO 8601. */
  published_at: string;
}

export interface BlogState {
  list: BlogPost[];
  selected: BlogPost | null;
}
