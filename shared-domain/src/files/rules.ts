/**
 * What the file store accepts (spec §5 Uploads): documents .pdf, .doc, .docx, .odt, .txt and the
 * images; photos and avatars only images. A kind is what the content is, decided from its bytes,
 * never from the name the browser sent.
 */
export const FILE_KINDS = ['pdf', 'doc', 'docx', 'odt', 'txt', 'jpeg', 'png'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Images: re-encoded on upload (nothing hidden survives) and given a thumbnail. */
export const IMAGE_KINDS = ['jpeg', 'png'] as const satisfies readonly FileKind[];
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const isImageKind = (kind: FileKind): kind is ImageKind =>
  (IMAGE_KINDS as readonly FileKind[]).includes(kind);

/** What an upload field takes: any document, or only images (photos, avatars). */
export type UploadAccepts = 'document' | 'image';

/** The extensions the browser's file pickers offer (`accept`), per field. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadAccepts, readonly string[]>> = {
  document: ['.pdf', '.doc', '.docx', '.odt', '.txt', '.jpg', '.png', '.jpeg'],
  image: ['.jpg', '.png', '.jpeg'],
};

/**
 * An upload refused for its size answers 400 with a `detail` that contains this marker; the
 * browser shows the text after it (spec §5 Uploads).
 */
export const REQUEST_TOO_BIG_MARKER = 'request too big:';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 256;
