import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * Mantine's Anchor and Button as typed router links (params and search checked against the
 * route tree), per TanStack Router's `createLink`.
 */
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
AnchorBase.displayName = 'AnchorBase';

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
ButtonBase.displayName = 'ButtonBase';

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink preload="intent" {...props} />;
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink preload="intent" {...props} />;
