/** The product's wordmark linking home: an original wheel mark ("Sarathi" = charioteer) and the name. */
export function NavLogo({ productName }: { productName: string }) {
  return (
    <a href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-ink">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <circle cx="16" cy="16" r="9" fill="none" strokeWidth="2.5" className="stroke-white" />
        <path d="M16 7v18M7 16h18M9.6 9.6l12.8 12.8M22.4 9.6 9.6 22.4" strokeWidth="1.6" className="stroke-white" />
        <circle cx="16" cy="16" r="3" className="fill-accent-400" />
      </svg>
      <span>{productName}</span>
    </a>
  );
}
