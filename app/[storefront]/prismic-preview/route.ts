/** The spec's second preview path (spec §2 utility pages, `/prismic-preview/`): the same as `/preview/`. */
export { GET } from '../preview/route';
