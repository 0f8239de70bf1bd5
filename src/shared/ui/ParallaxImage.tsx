import './parallax.css';

/** A picture in a frame that crops it, so the motion feature can move it 20% as it crosses the screen (`.parallax`). */
export function ParallaxImage({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    <div className="parallax-frame" style={{ aspectRatio: `${width} / ${height}` }}>
      <img
        className="parallax"
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}
