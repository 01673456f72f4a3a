// The Chakra layer every app uses. Remotes import Chakra only through this package, so
// the browser gets one tree-shaken Chakra shared by all of them.
export {
  Alert, Badge, Box, Button, Card, Center, Container, Field, Flex, Grid, Heading, HStack,
  Image, Input, Link, Separator, SimpleGrid, Spinner, Stack, Table, Text, VStack, VisuallyHidden,
} from '@chakra-ui/react';
export { KkProvider } from './provider';
export { systemForBrand, type BrandColours } from './system';
export { RemoteUnavailable, ComingSoon, Loading, LoadFailed, Money } from './components';
export { registerUiTexts, uiTexts } from './translations';
export { createRemoteLifecycles } from './lifecycles';
export { useAsync, type AsyncState } from './useAsync';
export { runStandalone } from './standalone';
