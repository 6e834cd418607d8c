// What Mantine's AppShell header, footer and aside take from react-remove-scroll: the class names
// a scroll lock (a modal or drawer, which loads the real package) shifts by the scrollbar's width.
// vite.config.ts gives AppShell this module instead of the package, whose lock itself (about
// 2.5 KB compressed) no page needs before it answers its first interaction.
import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";

export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
