/**
 * The attachments module's public surface: the other modules import it only from here (docs/architecture.md, "Module
 * boundaries"). Add what another module needs; keep the rest inside.
 */
export { bodyImageIds, pictureOf, picturesOf, withPictures, withResponsiveImages } from "./attachment-images.ts";
export { publishBundledImage } from "./attachments.service.ts";
