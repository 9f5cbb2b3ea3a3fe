/**
 * On the page that answers a plain post, names (by id) the element that takes focus once the
 * page is shown: the thing the post was about, where it now is (a moved card). The islands'
 * script moves focus there on a plain page (ADR 0051), as a component's effect does after a
 * fetcher's answer where React Router runs. Written on a hidden element beside the outcome.
 */
export const focusAfterPostAttribute = 'data-focus-after-post';
