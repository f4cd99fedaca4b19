import styled from '@emotion/styled';
import { useState } from 'react';

const Circle = styled.span<{ size: number }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 700;
  font-size: ${(p) => Math.round(p.size * 0.42)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The user's photo, or the first letter of their name when there is none (or it fails to load). */
export function Avatar({
  name,
  photoUrl,
  size = 36,
}: {
  name: string | null | undefined;
  photoUrl?: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const initial = (name?.trim()?.[0] ?? '?').toUpperCase();
  return (
    <Circle size={size} data-testid="avatar">
      {photoUrl && !broken ? (
        <img src={photoUrl} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </Circle>
  );
}
