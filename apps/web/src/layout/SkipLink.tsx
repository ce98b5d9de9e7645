import classes from './SkipLink.module.css';

/** The page's main region, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every signed-in page (issue 19): skips the navbar and its menus. Focuses the
 * main region itself rather than following the fragment, so the URL (the table's state) is untouched.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
