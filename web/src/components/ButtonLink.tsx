import styled from '@emotion/styled';
import { Link } from 'react-router';
import { buttonStyles, shouldForward, type VariantProps } from './Button';

// Apart from Button.tsx so pages without the router (the first landing page) do not bundle it.
export const ButtonLink = styled(Link, { shouldForwardProp: shouldForward })<VariantProps>`
  ${(p) => buttonStyles(p.theme, p)}
`;
