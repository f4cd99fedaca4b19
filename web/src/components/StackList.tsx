import styled from '@emotion/styled';

/** A bare list whose items stack with the standard gap: no bullets, no indent. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
`;

/** The same list numbered, for things in order: steps, log lines, runs. */
export const OrderedStackList = StackList.withComponent('ol');
