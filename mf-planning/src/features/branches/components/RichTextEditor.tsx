// The rich-text field is the kit's (`@cenacle/kit/rich-text`); the forms of mf-planning that load it
// lazily from here keep one path to it.
export { default } from '@cenacle/kit/rich-text';
