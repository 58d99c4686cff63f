const lines = ['70%', '45%'];

function SkeletonCard() {
  return (
    <div className="shell-card">
      {lines.map((width) => (
        <div key={width} className="shell-bone shell-line" style={{ width }} />
      ))}
      <div className="shell-bone shell-price" />
      <div className="shell-bone shell-line" />
      <div className="shell-bone shell-line" style={{ width: '85%' }} />
      <div className="shell-button" />
    </div>
  );
}

/**
 * The catalogue while it loads: the same cards as the boot shell of index.html (whose rules it uses), so
 * the page does not change when the app takes over from the shell (decision 0025).
 */
export function CatalogueSkeleton() {
  return (
    <div data-testid="catalogue-loading" role="status" aria-busy="true" aria-label="Cargando catálogo">
      <div className="shell-bone shell-title" />
      <div className="shell-cards">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
