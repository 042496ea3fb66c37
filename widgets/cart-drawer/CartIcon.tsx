/** A cart glyph in the current text colour; decorative (the button carries the label). */
export function CartIcon() {
  return (
    <svg className="rl-cart-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.1a2 2 0 0 1-1.9 1.4H8.5a2 2 0 0 1-2-1.6L4.4 4H2V2h4l.4 2h-1.2Z"
      />
    </svg>
  );
}
