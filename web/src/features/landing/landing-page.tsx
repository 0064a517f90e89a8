import { Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconHeartHandshake, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SubscribeBox } from '../newsletters/subscribe-box.tsx';
import classes from './landing.module.css';

const features = [
  {
    icon: IconHeartHandshake,
    title: 'Connect with ministry leaders',
    text: 'Build relationships with pastors, church staff and volunteers who share your calling.',
  },
  {
    icon: IconBriefcase,
    title: 'Find your next ministry role',
    text: 'A job board made for churches and ministry organizations, from internships to senior pastor.',
  },
  {
    icon: IconUsersGroup,
    title: 'Grow together',
    text: 'Join groups and events, pray together, and share resources with the wider church.',
  },
];

/** The public landing page. */
export function LandingPage() {
  return (
    <>
      <Box className={classes.hero} c="white">
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={640}>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} tabIndex={-1}>
              The professional network for the ministry world
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.95}>
              Koinonia brings pastors, church staff, volunteers and ministry organizations together to connect, serve
              and grow in faith.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/sign-up" size="md" color="gold.4" c="koinonia.9" data-analytics="landing-join">
                Join Koinonia
              </Button>
              <Button component={Link} to="/sign-in" size="md" variant="white" data-analytics="landing-sign-in">
                Sign in
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <div className={classes.features}>
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                <feature.icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4" mt="md">
                {feature.title}
              </Title>
              <Text c="dimmed" mt={6}>
                {feature.text}
              </Text>
            </Card>
          ))}
        </div>
        <Box maw={640} mx="auto" mt={{ base: 40, sm: 64 }}>
          <SubscribeBox />
        </Box>
      </Container>
    </>
  );
}
