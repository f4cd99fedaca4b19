import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface VariantProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
}

/** The look every button-like element shares. */
export const buttonStyles = (t: Theme, { variant = 'primary', size = 'md', block }: VariantProps) => css`
  display: ${block ? 'flex' : 'inline-flex'};
  width: ${block ? '100%' : 'auto'};
  align-items: center;
  justify-content: center;
  gap: ${t.space(2)};
  min-height: ${size === 'sm' ? '32px' : size === 'lg' ? '48px' : '40px'};
  padding: 0 ${size === 'sm' ? t.space(3) : size === 'lg' ? t.space(6) : t.space(4)};
  border-radius: ${t.radii.sm};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: ${size === 'sm' ? t.fontSizes.sm : t.fontSizes.md};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  ${variant === 'primary' && `background: ${t.colors.primary}; color: ${t.colors.primaryText}; &:hover:not(:disabled) { background: ${t.colors.primaryHover}; }`}
  ${variant === 'secondary' && `background: ${t.colors.surface}; color: ${t.colors.text}; border-color: ${t.colors.border}; &:hover:not(:disabled) { background: ${t.colors.surfaceMuted}; }`}
  ${variant === 'ghost' && `background: transparent; color: ${t.colors.text}; &:hover:not(:disabled) { background: ${t.colors.surfaceMuted}; }`}
  ${variant === 'danger' && `background: ${t.colors.danger}; color: #fff;`}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${t.colors.focus};
    outline-offset: 2px;
    box-shadow: ${t.focusRing};
  }
`;

export const shouldForward = (prop: string) => !['variant', 'size', 'block'].includes(prop);

const StyledButton = styled('button', { shouldForwardProp: shouldForward })<VariantProps>`
  ${(p) => buttonStyles(p.theme, p)}
`;

/** A styled <button>; type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ type = 'button', ...rest }: ComponentProps<typeof StyledButton>) {
  return <StyledButton type={type} {...rest} />;
}

export const ButtonAnchor = styled('a', { shouldForwardProp: shouldForward })<VariantProps>`
  ${(p) => buttonStyles(p.theme, p)}
`;
