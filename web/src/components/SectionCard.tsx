import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Card } from './Card';

const Head = styled.div`
  margin-bottom: ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    margin: ${(p) => p.theme.space(1)} 0 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

/** A titled form section; the title labels the region for screen readers. */
export function SectionCard({
  title,
  subtitle,
  children,
  id,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} id={id}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
      </Head>
      <Body>{children}</Body>
    </Card>
  );
}
